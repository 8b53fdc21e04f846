import type { ComponentPropsWithoutRef, ElementType, ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The page's content column: centred, at most 1200 px wide, with the side padding every page uses. */
export function PageContainer<T extends ElementType = "div">({
  as,
  className,
  children,
  ...props
}: { as?: T; className?: string; children?: ReactNode } & Omit<ComponentPropsWithoutRef<T>, "as" | "className" | "children">) {
  const Tag: ElementType = as ?? "div";
  return (
    <Tag className={cn("mx-auto max-w-[1200px] px-5 sm:px-8", className)} {...props}>
      {children}
    </Tag>
  );
}
