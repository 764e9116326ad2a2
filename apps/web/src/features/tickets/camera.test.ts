import { describe, expect, it } from 'vitest';
import { cameraProblemOf, canAskForCamera, qrBarcodeDetector } from './camera';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('cameraProblemOf', () => {
  it('tells a refused permission from a missing or busy camera', () => {
    expect(cameraProblemOf(domError('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(domError('SecurityError'))).toBe('denied');
    expect(cameraProblemOf(domError('NotFoundError'))).toBe('missing');
    expect(cameraProblemOf(domError('OverconstrainedError'))).toBe('missing');
    expect(cameraProblemOf(domError('NotReadableError'))).toBe('busy');
  });
  it('reads a plain object with a name, as some browsers throw', () => {
    expect(cameraProblemOf({ name: 'PermissionDeniedError' })).toBe('denied');
  });
  it('calls a browser without the API unsupported, anything else failed', () => {
    expect(cameraProblemOf(new TypeError('getUserMedia is not a function'))).toBe('unsupported');
    expect(cameraProblemOf(domError('AbortError'))).toBe('failed');
    expect(cameraProblemOf('nope')).toBe('failed');
    expect(cameraProblemOf(undefined)).toBe('failed');
  });
});

describe('canAskForCamera', () => {
  it('needs getUserMedia, which browsers give secure pages only', () => {
    expect(canAskForCamera({ mediaDevices: { getUserMedia: async () => ({}) } } as never)).toBe(true);
    expect(canAskForCamera({ mediaDevices: undefined } as never)).toBe(false);
    expect(canAskForCamera(undefined)).toBe(false);
  });
});

describe('qrBarcodeDetector', () => {
  const detectorReading = (formats: string[]) => Object.assign(function BarcodeDetector() {}, { getSupportedFormats: async () => formats });
  it('takes the browser’s detector when it reads QR codes', async () => {
    const Detector = detectorReading(['ean_13', 'qr_code']);
    expect(await qrBarcodeDetector({ BarcodeDetector: Detector })).toBe(Detector);
  });
  it('leaves it when it cannot, or there is none (jsQR then)', async () => {
    expect(await qrBarcodeDetector({ BarcodeDetector: detectorReading(['ean_13']) })).toBeNull();
    expect(await qrBarcodeDetector({})).toBeNull();
    const failing = Object.assign(function BarcodeDetector() {}, {
      getSupportedFormats: async () => {
        throw new Error('no');
      },
    });
    expect(await qrBarcodeDetector({ BarcodeDetector: failing })).toBeNull();
  });
});
