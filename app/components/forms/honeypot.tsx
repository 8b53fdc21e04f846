import { HONEYPOT_FIELD } from "~/modules/forms/form-input";

/**
 * A field people never see or reach; bots that fill every input fill this one too, and
 * the server then answers "thank you" and stores nothing.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
