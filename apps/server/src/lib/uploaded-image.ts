import sharp from 'sharp';
import { invalid } from './app-error.js';

/**
 * A 10 MB PNG can claim a canvas that takes gigabytes to decode (a "decompression bomb"). 50
 * megapixels is well above any camera photo or poster export someone would upload.
 */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageRules {
  /** The request field a refusal names (`avatar`, `image`). */
  field: string;
  maxWidth: number;
  maxHeight: number;
  messages: { notImage: string; tooManyPixels: string };
}

/**
 * Checks an upload by its content (never by the claimed content type: JPEG or PNG only) and turns
 * it into a JPEG that fits maxWidth × maxHeight without enlarging or cropping. Metadata (EXIF,
 * GPS) is dropped on the way.
 */
export async function toStoredJpeg(upload: Buffer, rules: ImageRules): Promise<Buffer> {
  const refuse = (message: string) => invalid({ [rules.field]: message }, message);
  let format: string | undefined;
  let pixels: number;
  try {
    // Only the header is read here, so the pixel count can be refused before any decoding.
    const metadata = await sharp(upload, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw refuse(rules.messages.notImage);
  }
  if (format !== 'jpeg' && format !== 'png') throw refuse(rules.messages.notImage);
  if (pixels > MAX_INPUT_PIXELS) throw refuse(rules.messages.tooManyPixels);
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // honour the camera's orientation before the EXIF that carries it is dropped
      .resize(rules.maxWidth, rules.maxHeight, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }) // JPEG has no transparency
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    // A header that reads fine over a truncated or corrupt body.
    throw refuse(rules.messages.notImage);
  }
}
