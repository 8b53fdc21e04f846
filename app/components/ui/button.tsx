import { type ComponentProps } from "react";
import { Slot } from "radix-ui";
import { buttonVariants, type ButtonSize, type ButtonVariant } from "./button-variants";

export { buttonVariants, type ButtonSize, type ButtonVariant } from "./button-variants";

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a React Router `<Link>`) with button styling instead of a `<button>`. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild = false, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={buttonVariants({ variant, size, className })} {...props} />;
}
