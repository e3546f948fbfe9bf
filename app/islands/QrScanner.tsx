import { useEffect, useRef, useState } from "react";
import { decodeFrame, nativeQrDetector } from "./qr-decode";

/**
 * The operator desk's "Scan QR" (decision 021): opens the phone's back camera and reads the
 * voucher's QR code, with the browser's BarcodeDetector or, where it is missing, jsQR loaded at
 * that moment. The text read goes to `onDecoded` (the page fills the code field and submits).
 * Renders nothing on the server or without a camera API: the typed code always works. Plain React,
 * no Remix (decision 013's rule for island files); no inline styles (the CSP allows none).
 */
export const SCANNER_MESSAGES = {
  looking: "Point the camera at the QR code on the voucher.",
  noCamera: "The camera could not be opened: type the booking code instead.",
} as const;

/** Frames are read at most this wide: a voucher's QR code fills the view, and jsQR's work grows with the pixels. */
const MAX_FRAME_WIDTH = 640;
const FRAME_INTERVAL_MS = 200;

export function QrScanner({ label, onDecoded }: { label: string; onDecoded: (text: string) => void }) {
  const [available, setAvailable] = useState(false);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState("");
  const videoRef = useRef<HTMLVideoElement>(null);
  const decodedRef = useRef(onDecoded);
  decodedRef.current = onDecoded;

  useEffect(() => {
    setAvailable(typeof navigator !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia));
  }, []);

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopCamera = () => stream?.getTracks().forEach((track) => track.stop());

    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch {
        if (!stopped) setStatus(SCANNER_MESSAGES.noCamera);
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return stopCamera();
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const native = await nativeQrDetector();
      const canvas = document.createElement("canvas");
      const context = canvas.getContext("2d", { willReadFrequently: true });
      setStatus(SCANNER_MESSAGES.looking);

      const readFrame = async (): Promise<string | undefined> => {
        if (video.readyState < 2 || !video.videoWidth) return undefined;
        if (native) return (await native.detect(video).catch(() => []))[0]?.rawValue || undefined;
        if (!context) return undefined;
        const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        return decodeFrame(context.getImageData(0, 0, canvas.width, canvas.height));
      };
      const tick = async () => {
        if (stopped) return;
        const text = await readFrame();
        if (stopped) return;
        if (text) {
          stopped = true;
          stopCamera();
          setOpen(false);
          decodedRef.current(text);
          return;
        }
        timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera();
    };
  }, [open]);

  if (!available) return null;
  return (
    <div className={open ? "w-full" : undefined}>
      {open ? (
        <div className="rounded-lg border border-slate-300 bg-slate-900 p-3">
          <video ref={videoRef} className="mx-auto block max-h-80 w-full rounded object-contain" muted playsInline aria-label="Camera" />
          <p role="status" className="mt-2 text-sm text-white">
            {status}
          </p>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="mt-2 rounded-md border border-white/40 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10"
          >
            Close the camera
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => {
            setStatus("");
            setOpen(true);
          }}
          // Wide and tall on a phone: the booth worker taps it with a thumb, the other hand on the voucher.
          className="h-12 w-full rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50 sm:h-auto sm:w-auto sm:py-2"
        >
          {label}
        </button>
      )}
    </div>
  );
}
