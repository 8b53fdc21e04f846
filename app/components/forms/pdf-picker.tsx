import { useEffect, useId, useRef, useState } from "react";
import FileText from "lucide-react/icons/file-text";
import X from "lucide-react/icons/x";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { focusRing } from "~/components/ui/focus-ring";
import { looksLikePdfFile, MAX_FILE_BYTES, startsLikePdf } from "~/modules/storage/limits";
import { uploadMessages } from "~/modules/storage/upload-messages";

export interface PdfPickerProps {
  name: string;
  label: string;
  hint: string;
  /** Several files (each removable) or a single one. */
  multiple?: boolean;
  maxFiles: number;
  error?: string;
  /** Bumped by the parent to empty the picker (after a successful submit). */
  resetKey?: number;
}

function formatSize(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

async function allStartLikePdf(files: File[]) {
  const heads = await Promise.all(files.map((file) => file.slice(0, 5).arrayBuffer()));
  return heads.every((head) => startsLikePdf(new Uint8Array(head)));
}

/**
 * A native file input (so it works before JavaScript loads) that, once hydrated, keeps a
 * list of chosen PDFs the visitor can remove one by one. The input's own FileList is kept
 * in step with the list, so the form submits exactly what is shown.
 */
export function PdfPicker({ name, label, hint, multiple = false, maxFiles, error, resetKey }: PdfPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const sync = (next: File[]) => {
    setFiles(next);
    const input = inputRef.current;
    // DataTransfer is how a page sets an input's files; very old browsers lack it and then
    // submit whatever the input itself holds.
    if (!input || typeof DataTransfer === "undefined") return;
    const transfer = new DataTransfer();
    for (const file of next) transfer.items.add(file);
    input.files = transfer.files;
  };

  useEffect(() => {
    if (resetKey !== undefined) sync([]);
    // Only a new resetKey empties the picker.
  }, [resetKey]);

  const onChange = async () => {
    const input = inputRef.current;
    if (!input) return;
    const picked = Array.from(input.files ?? []);
    // The browser replaced the input's list with the new choice; until checked, put the old one back.
    const previous = files;
    sync(previous);
    if (picked.length === 0) return;

    // If any chosen file is not a PDF, none are added (docs/rules.md, "Forms").
    if (!picked.every(looksLikePdfFile) || !(await allStartLikePdf(picked))) {
      toast({ title: uploadMessages.typeErrorTitle, description: uploadMessages.notPdf, variant: "destructive" });
      return;
    }
    if (picked.some((file) => file.size > MAX_FILE_BYTES)) {
      toast({ title: uploadMessages.failedTitle, description: uploadMessages.tooBig, variant: "destructive" });
      return;
    }
    const merged = multiple ? [...previous, ...picked.filter((p) => !previous.some((f) => f.name === p.name && f.size === p.size))] : picked.slice(0, 1);
    if (merged.length > maxFiles) {
      toast({ title: uploadMessages.failedTitle, description: uploadMessages.tooMany(maxFiles), variant: "destructive" });
      return;
    }
    sync(merged);
  };

  const remove = (index: number) => {
    sync(files.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium leading-snug">
        {label}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept="application/pdf,.pdf"
        multiple={multiple}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
        className={cn(
          "block w-full cursor-pointer rounded-control border border-dashed border-muted/70 bg-sand-100/60 p-2 text-sm text-muted",
          "file:mr-4 file:cursor-pointer file:rounded-control file:border-0 file:bg-ink-900 file:px-4 file:py-2.5 file:text-sm file:font-medium file:text-ivory hover:file:bg-ink-800",
          "aria-invalid:border-danger",
          focusRing,
        )}
      />
      {files.length > 0 ? (
        <ul className="grid gap-2" aria-label={multiple ? "Chosen files" : "Chosen file"}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className="flex items-center gap-3 rounded-control border border-sand-200 bg-ivory px-3 py-2">
              <FileText aria-hidden className="size-5 shrink-0 text-amber-700" />
              <span className="min-w-0 flex-1 truncate text-sm">{file.name}</span>
              <span className="shrink-0 text-xs text-muted">{formatSize(file.size)}</span>
              <Button type="button" variant="ghost" size="icon" className="-mr-2" aria-label={`Remove ${file.name}`} onClick={() => remove(index)}>
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
