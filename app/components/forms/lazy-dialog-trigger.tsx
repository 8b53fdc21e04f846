import { lazy, Suspense, useRef, useState, type ComponentType, type MouseEvent, type ReactNode, type RefObject } from "react";
import { buttonVariants, type ButtonSize, type ButtonVariant } from "~/components/ui/button-variants";

export interface DialogBodyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes. */
  trigger: RefObject<HTMLAnchorElement | null>;
}

/** For the dialog's `onCloseAutoFocus`: the dialog mounts after the click, so Radix cannot know the trigger itself. */
export function returnFocusTo(trigger: RefObject<HTMLAnchorElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
}

export interface TriggerStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A button that opens a dialog whose code (the Radix dialog, the form, its zod schema)
 * loads only when it is first wanted, keeping it out of the page's first load. Before
 * JavaScript it is a plain link to a page with the same form.
 */
export function lazyDialogTrigger(load: () => Promise<{ default: ComponentType<DialogBodyProps> }>) {
  const Body = lazy(load);
  return function LazyDialogTrigger({ href, children, variant = "primary", size = "lg", className }: TriggerStyle & { href: string; children: ReactNode }) {
    const [open, setOpen] = useState(false);
    const [wanted, setWanted] = useState(false);
    const ref = useRef<HTMLAnchorElement>(null);
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    return (
      <>
        <a
          ref={ref}
          href={href}
          onClick={onClick}
          onPointerEnter={() => void load()}
          onFocus={() => void load()}
          aria-haspopup="dialog"
          className={buttonVariants({ variant, size, className })}
        >
          {children}
        </a>
        {wanted ? (
          <Suspense fallback={null}>
            <Body open={open} onOpenChange={setOpen} trigger={ref} />
          </Suspense>
        ) : null}
      </>
    );
  };
}
