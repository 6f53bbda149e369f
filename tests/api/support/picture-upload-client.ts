import sharp from 'sharp';

/** A picture of `width`×`height` in `format`, with a gradient so the WebP files differ by size. */
export async function testPicture(format: 'png' | 'jpeg' | 'webp', width = 1280, height = 800, seed = 0): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#${(0x204080 + seed).toString(16).padStart(6, '0')}"/><stop offset="1" stop-color="#f0c040"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#c02020"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

export interface UploadAnswer {
  status: number;
  body: { picture?: { id: string; kind: string; position: number; basePath: string; widths: number[] }; errors?: { message: string; extensions: { code: string; errors?: { field: string; message: string }[] } }[] };
}

/** POSTs the bytes to the upload route as the console does. */
export async function uploadPicture(baseUrl: string, carId: string, bytes: Uint8Array, { headers = {}, kind = 'exterior', contentType = 'image/png' }: { headers?: Record<string, string>; kind?: string; contentType?: string } = {}): Promise<UploadAnswer> {
  const response = await fetch(`${baseUrl}/api/ops/cars/${carId}/pictures?kind=${kind}`, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body: new Uint8Array(bytes) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}
