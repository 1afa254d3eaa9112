/** http_ece 1.2 (RFC 8188 encrypted content-encoding; tests decrypt Web Push payloads with it) ships no types. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface EceParameters {
    version?: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    /** The receiver's key pair (createECDH('prime256v1')). */
    privateKey?: ECDH;
    /** 16 bytes, a Buffer or base64url. */
    authSecret?: Buffer | string;
    key?: Buffer | string;
    salt?: Buffer | string;
    dh?: Buffer | string;
    keyid?: string;
  }
  export function decrypt(buffer: Buffer, parameters: EceParameters): Buffer;
  export function encrypt(buffer: Buffer, parameters: EceParameters): Buffer;
}
