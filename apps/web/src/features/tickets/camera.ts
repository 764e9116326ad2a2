/** Why the camera does not show: each has its own text pointing to typing the number instead. */
export type CameraProblem = 'denied' | 'missing' | 'busy' | 'unsupported' | 'failed';

/** A browser that can be asked for a camera at all: a secure page (https or localhost) in a browser that has one. */
export const canAskForCamera = (nav: Pick<Navigator, 'mediaDevices'> | undefined) => typeof nav?.mediaDevices?.getUserMedia === 'function';

/** getUserMedia's failure (a DOMException by name) as the desk should read it. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as Error).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'busy';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}

/** Reads a QR code's text from the video's current frame; null while there is none in view. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
  getSupportedFormats?(): Promise<string[]>;
}

/** The browser's own BarcodeDetector when it reads QR codes (Android, macOS), else null. */
export async function qrBarcodeDetector(scope: object): Promise<BarcodeDetectorClass | null> {
  const Detector = (scope as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (typeof Detector !== 'function') return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? [];
    return formats.includes('qr_code') ? Detector : null;
  } catch {
    return null;
  }
}

/** The largest side a frame is scaled down to for jsQR: a QR held up at the door is large enough, and a phone stays cool. */
const MAX_FRAME_SIDE = 800;

/**
 * The fastest reader this browser has: its BarcodeDetector, else jsQR, loaded only now (when the
 * camera opens) so it is not in any page's bundle.
 */
export async function createQrReader(scope: object = globalThis): Promise<QrReader> {
  const Detector = await qrBarcodeDetector(scope);
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue || null;
  }
  const loaded = await import('jsqr');
  // A CommonJS module: its default is the function, or an object holding it, depending on the bundler.
  type JsQr = typeof loaded.default;
  const jsQR: JsQr = typeof loaded.default === 'function' ? loaded.default : (loaded.default as unknown as { default: JsQr }).default;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || !width || !height) return null;
    const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data || null;
  };
}
