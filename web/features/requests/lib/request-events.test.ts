import { beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../chat/lib/i18n-for-tests.ts';
import { requestEventToast } from './request-events.ts';
import { request, student, teacher } from './test-fixtures.ts';

beforeAll(() => startTestI18n('en'));

describe('requestEventToast', () => {
  it('tells the receiver who sent a new request', () => {
    expect(requestEventToast('request_received', request(), teacher.id)).toEqual({
      variant: 'info',
      title: 'New connection request',
      description: 'Rohan Iyer sent you a request.',
    });
  });

  it('tells the sender who accepted or declined', () => {
    const accepted = requestEventToast('request_updated', request({ status: 'accepted' }), student.id);
    expect(accepted).toMatchObject({ variant: 'success', title: 'Request Accepted' });
    expect(accepted?.description).toContain('Kavitha Rao');
    const declined = requestEventToast('request_updated', request({ status: 'rejected' }), student.id);
    expect(declined).toMatchObject({ title: 'Request Declined', description: 'Kavitha Rao declined your request.' });
  });

  it('stays quiet for the receiver’s own answer echoed to their other tabs', () => {
    expect(requestEventToast('request_updated', request({ status: 'accepted' }), teacher.id)).toBeNull();
  });

  it('stays quiet for events that are not the viewer’s', () => {
    expect(requestEventToast('request_received', request(), student.id)).toBeNull();
    expect(requestEventToast('request_updated', request(), student.id)).toBeNull();
  });
});
