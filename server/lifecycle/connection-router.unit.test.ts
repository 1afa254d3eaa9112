import { describe, expect, it } from 'vitest';
import { holdsCompleteRequest, isSocketIoRequest } from './connection-router.ts';

const chunk = (text: string) => Buffer.from(text, 'latin1');

describe('routing a connection by its first chunk', () => {
  it('sends socket.io requests (and anything that is not an HTTP/1 request line) to the sticky router', () => {
    expect(isSocketIoRequest(chunk('GET /socket.io/?EIO=4&transport=polling HTTP/1.1\r\nHost: x\r\n\r\n'))).toBe(true);
    expect(isSocketIoRequest(chunk('GET /api/auth/me HTTP/1.1\r\nHost: x\r\n\r\n'))).toBe(false);
    expect(isSocketIoRequest(chunk('\u0016\u0003\u0001garbage'))).toBe(true);
  });

  it('hands a connection over only when the first chunk holds the whole request', () => {
    expect(holdsCompleteRequest(chunk('GET / HTTP/1.1\r\nHost: x\r\n\r\n'))).toBe(true);
    expect(holdsCompleteRequest(chunk('POST /api/auth/login HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}'))).toBe(true);
    // The body has not all arrived, is chunked, or the headers are cut: the primary must not let go of any bytes.
    expect(holdsCompleteRequest(chunk('POST /api/upload HTTP/1.1\r\nContent-Length: 5000\r\n\r\n{}'))).toBe(false);
    expect(holdsCompleteRequest(chunk('POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n'))).toBe(false);
    expect(holdsCompleteRequest(chunk('GET / HTTP/1.1\r\nHost: x\r\n'))).toBe(false);
    // A second request already behind the first (pipelining): bytes the worker would never see.
    expect(holdsCompleteRequest(chunk('GET / HTTP/1.1\r\n\r\nGET /b HTTP/1.1\r\n\r\n'))).toBe(false);
  });
});
