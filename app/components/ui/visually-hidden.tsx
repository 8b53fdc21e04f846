import { VisuallyHidden as VisuallyHiddenPrimitive } from "radix-ui";

/** Content for screen readers only (Radix's implementation, so it survives `className` overrides). */
export const VisuallyHidden = VisuallyHiddenPrimitive.Root;
