import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button-variants";
import { ADMIN_UPLOAD_PATH } from "~/modules/site/server-routes";
import { MAX_LESSON_MEDIA_BYTES, MAX_LESSON_MEDIA_LABEL, type UploadPurpose } from "~/modules/admin/media-check";

/** What the file picker offers per purpose (the server decides by content). */
const ACCEPT: Record<UploadPurpose, string> = {
  audio: "audio/*,video/*,.mp3,.m4a,.wav,.flac,.ogg,.mp4,.mov,.webm",
  video: "audio/*,video/*,.mp3,.m4a,.wav,.flac,.ogg,.mp4,.mov,.webm",
  resource: "application/pdf,audio/*,.pdf,.mp3,.m4a,.wav,.flac,.ogg",
};

type UploadState =
  | { step: "idle" }
  | { step: "uploading"; sent: number; total: number; secondsLeft: number | null; resumed: boolean }
  | { step: "checking" }
  | { step: "ready"; uploadId: string; fileName: string }
  | { step: "failed"; reason: string };

/** "about 3 min left", from what has gone so far. */
function timeLeft(seconds: number | null) {
  if (seconds === null || !Number.isFinite(seconds)) return "working out the time left";
  if (seconds < 60) return "less than a minute left";
  return `about ${Math.ceil(seconds / 60)} min left`;
}

/**
 * A lesson's file (or a resource's) upload: resumable (tus), so a dropped connection resumes by itself and,
 * after a reload, choosing the same file again continues where it stopped instead of starting
 * a duplicate. Shows the percent and the time left, then the server's check, then Ready (or
 * the reason it failed, with a retry). The tus client loads when a file is chosen.
 */
export function MediaUploader({ contentKind, inputId, describedBy }: { contentKind: UploadPurpose; inputId: string; describedBy?: string }) {
  const [state, setState] = useState<UploadState>({ step: "idle" });
  const upload = useRef<{ abort: (terminate?: boolean) => Promise<void> } | null>(null);
  const chosen = useRef<File | null>(null);
  useEffect(() => () => void upload.current?.abort(), []);

  async function start(file: File) {
    chosen.current = file;
    if (file.size > MAX_LESSON_MEDIA_BYTES) return setState({ step: "failed", reason: `This file is larger than ${MAX_LESSON_MEDIA_LABEL}.` });
    const { Upload } = await import("tus-js-client");
    const began = Date.now();
    let firstByte = 0;
    const tus = new Upload(file, {
      endpoint: ADMIN_UPLOAD_PATH,
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      metadata: { filename: file.name, filetype: file.type, contentKind },
      removeFingerprintOnSuccess: true,
      onProgress(sent, total) {
        if (!firstByte) firstByte = sent;
        const seconds = (Date.now() - began) / 1000;
        const rate = seconds > 1 ? (sent - firstByte) / seconds : 0;
        setState(
          (previous) =>
            ({
              step: sent >= total ? "checking" : "uploading",
              sent,
              total,
              secondsLeft: rate > 0 ? (total - sent) / rate : null,
              resumed: previous.step === "uploading" ? previous.resumed : firstByte > 0 && sent === firstByte,
            }) as UploadState,
        );
      },
      onSuccess() {
        const id = tus.url?.split("/").pop() ?? "";
        setState({ step: "ready", uploadId: id, fileName: file.name });
      },
      onError(error) {
        const body = (error as { originalResponse?: { getBody(): string } }).originalResponse?.getBody();
        setState({ step: "failed", reason: body && body.length < 300 ? body : "The upload stopped. Check the connection and retry." });
      },
    });
    upload.current = tus;
    const previous = await tus.findPreviousUploads();
    if (previous[0]) tus.resumeFromPreviousUpload(previous[0]);
    setState({ step: "uploading", sent: 0, total: file.size, secondsLeft: null, resumed: Boolean(previous[0]) });
    tus.start();
  }

  const percent =
    state.step === "uploading" && state.total > 0
      ? Math.floor((state.sent / state.total) * 100)
      : state.step === "checking" || state.step === "ready"
        ? 100
        : 0;
  return (
    <div className="grid gap-2">
      <input
        id={inputId}
        type="file"
        accept={ACCEPT[contentKind]}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          void upload.current?.abort();
          if (file) void start(file);
        }}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-control file:border file:border-sand-300 file:bg-ivory file:px-4 file:text-sm file:font-medium"
      />
      <input type="hidden" name="uploadId" value={state.step === "ready" ? state.uploadId : ""} />
      {state.step === "idle" ? null : (
        <div role="status" aria-live="polite" className="grid gap-1 text-sm">
          {state.step === "uploading" || state.step === "checking" || state.step === "ready" ? (
            <progress max={100} value={percent} aria-label="Upload progress" className="h-2 w-full accent-amber-600" />
          ) : null}
          {state.step === "uploading" ? (
            <p>
              Uploading: {percent}% · {timeLeft(state.secondsLeft)}
              {state.resumed ? " (continued where it stopped)" : ""}
            </p>
          ) : null}
          {state.step === "checking" ? <p>Checking the file…</p> : null}
          {state.step === "ready" ? <p className="font-medium text-ink-900">Ready: {state.fileName}</p> : null}
          {state.step === "failed" ? (
            <p className="text-danger">
              {state.reason}{" "}
              <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} onClick={() => chosen.current && void start(chosen.current)}>
                Retry
              </button>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
