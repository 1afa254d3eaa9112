import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../lib/nul-text.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, createAdmin, createParent, createStudent, createTeacher } from '../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ANY_ID = '00000000-0000-4000-8000-000000000000';
type Operation = { requestBody?: { content?: Record<string, unknown> } };

describe('a NUL character in any input', () => {
  it('is a 400 naming the field on every documented route, for the body and for the query', async () => {
    const student = await createStudent(t.app);
    const teacher = await createTeacher(t.app);
    const parent = await createParent(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    let checked = 0;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'document' ? 'aadhaar' : ANY_ID));
        const multipart = Object.keys(operation.requestBody?.content ?? {}).some((type) => type.startsWith('multipart/'));
        const attempts = [
          { url: `${url}${url.includes('?') ? '&' : '?'}search=a%00b`, field: 'search', payload: undefined },
          ...(operation.requestBody && !multipart ? [{ url, field: 'message', payload: { message: 'Hello\u0000' } }] : []),
        ];
        for (const attempt of attempts) {
          const tokens = path.startsWith('/api/admin') ? [admin.token] : [student.token, teacher.token, parent.token];
          let response;
          for (const token of tokens) {
            response = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url: attempt.url,
              headers: bearer(token),
              ...(attempt.payload ? { payload: attempt.payload } : {}),
            });
            if (response.statusCode !== 403) break;
          }
          const label = `${method.toUpperCase()} ${attempt.url}`;
          expect(response!.statusCode, label).toBe(400);
          expect(response!.json(), label).toMatchObject({ code: 'VALIDATION_FAILED', message: NUL_MESSAGE, errors: { [attempt.field]: NUL_MESSAGE } });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });
});
