import { Box, Button, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cameraProblemOf, canAskForCamera, createQrReader, type CameraProblem } from '../camera';

interface Props {
  /** The QR's text, once; the camera is already off by then. */
  onRead(code: string): void;
  onProblem(problem: CameraProblem): void;
  onStop(): void;
}

/** Time between two frames read: quick enough for a ticket held up, slow enough to spare a phone's battery. */
const FRAME_INTERVAL_MS = 150;

/**
 * The phone's back camera with a viewfinder, reading QR codes until one is found. The camera is
 * on only while this is shown: it stops after a read and when the desk leaves.
 */
export function CameraScanner({ onRead, onProblem, onStop }: Props) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [starting, setStarting] = useState(true);
  // The latest handlers, so the camera is not restarted when the page re-renders.
  const handlers = useRef({ onRead, onProblem });
  useLayoutEffect(() => {
    handlers.current = { onRead, onProblem };
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopCamera = () => {
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
    };
    const fail = (problem: CameraProblem) => {
      if (done) return;
      done = true;
      stopCamera();
      handlers.current.onProblem(problem);
    };

    void (async () => {
      if (!canAskForCamera(navigator)) return fail('unsupported');
      try {
        // `ideal`: a laptop's only camera faces the user and must still do.
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        return fail(cameraProblemOf(error));
      }
      const element = video.current;
      if (done || !element) return stopCamera();
      element.srcObject = stream;
      let read: Awaited<ReturnType<typeof createQrReader>>;
      try {
        await element.play();
      } catch (error) {
        return fail(cameraProblemOf(error));
      }
      try {
        read = await createQrReader();
      } catch {
        // The reader's chunk did not load (the network at the door): the camera is no use then.
        return fail('failed');
      }
      if (done) return;
      setStarting(false);
      const tick = async () => {
        if (done) return;
        let code: string | null = null;
        try {
          if (element.readyState >= element.HAVE_CURRENT_DATA) code = await read(element);
        } catch {
          // A frame that cannot be read (the detector busy, the stream ending): try the next one.
        }
        if (done) return;
        if (code) {
          done = true;
          stopCamera();
          handlers.current.onRead(code);
          return;
        }
        timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    })();

    return () => {
      done = true;
      clearTimeout(timer);
      stopCamera();
    };
  }, []);

  return (
    <Card withBorder padding="sm" data-testid="camera-scanner">
      <Stack gap="sm">
        <Text fw={600} ta="center">
          {t('tickets.camera.title')}
        </Text>
        <Box
          pos="relative"
          bg="dark.9"
          style={{ aspectRatio: '1 / 1', maxHeight: '60vh', width: '100%', margin: '0 auto', borderRadius: 8, overflow: 'hidden' }}
        >
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('tickets.camera.title')}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {/* The square to hold the code in. */}
          <Box
            pos="absolute"
            style={{ inset: '18%', border: '3px solid rgba(255,255,255,0.85)', borderRadius: 12, pointerEvents: 'none' }}
          />
          {starting && (
            <Center pos="absolute" inset={0} c="white">
              <Stack align="center" gap="xs">
                <Loader color="white" />
                <Text size="sm">{t('tickets.camera.starting')}</Text>
              </Stack>
            </Center>
          )}
        </Box>
        <Button variant="default" size="lg" fullWidth leftSection={<IconCameraOff size={20} />} onClick={onStop}>
          {t('tickets.camera.stop')}
        </Button>
      </Stack>
    </Card>
  );
}
