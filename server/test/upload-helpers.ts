import { existsSync, readdirSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from './factories.ts';

export interface FilePart {
  bytes: Buffer;
  filename: string;
  /** The declared type; the server must ignore it and look at the bytes. */
  type?: string;
}

/** A real multipart/form-data body (light-my-request serialises FormData with its boundary). */
export function multipartForm(files: Record<string, FilePart>, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.filename);
  }
  return form;
}

export async function upload(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  files: Record<string, FilePart>,
  fields?: Record<string, string>,
) {
  return app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: multipartForm(files, fields) });
}

type Format = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** A small generated image of the given format (noise, so it does not compress to nothing). */
export async function testImage(format: Format = 'png', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1e88e5', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying camera EXIF with a GPS position (Bengaluru) and a 90° orientation tag. */
export async function jpegWithGps(width = 80, height = 60): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#43a047' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .toBuffer();
}

/** A small PNG whose header claims width × height (a decompression bomb's calling card). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await testImage('png', 8, 8));
  // Signature (8) + IHDR length (4) + 'IHDR' (4), then width and height; the chunk CRC follows 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Does this EXIF block have a GPS IFD pointer (tag 0x8825, either byte order)? */
export const hasGpsTag = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** Files in a directory, [] when it does not exist (yet). */
export const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

/** The three KYC documents as generated images (the selfie carries EXIF GPS). */
export async function kycDocuments(): Promise<Record<'aadhaar' | 'pan' | 'selfie', FilePart>> {
  return {
    aadhaar: { bytes: await testImage('jpeg', 320, 200), filename: 'aadhaar.jpg', type: 'image/jpeg' },
    pan: { bytes: await testImage('png', 320, 200), filename: 'pan.png', type: 'image/png' },
    selfie: { bytes: await jpegWithGps(120, 160), filename: 'selfie.jpg', type: 'image/jpeg' },
  };
}

export async function submitKyc(app: FastifyInstance, token: string, files?: Record<string, FilePart>) {
  return upload(app, '/api/kyc/submit', token, files ?? (await kycDocuments()));
}

/** A small, well-formed one-page PDF (what DigiLocker's e-Aadhaar is), built by hand with a correct xref table. */
export function testPdf(text = 'e-Aadhaar'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 40 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 40 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
