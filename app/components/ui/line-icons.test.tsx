import { renderToStaticMarkup } from "react-dom/server";
import type { ComponentType } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Menu from "lucide-react/icons/menu";
import MessageCircle from "lucide-react/icons/message-circle";
import MessageSquare from "lucide-react/icons/message-square";
import Phone from "lucide-react/icons/phone";
import X from "lucide-react/icons/x";
import { describe, expect, it } from "vitest";
import * as icons from "./line-icons";

const lucide: Record<keyof typeof icons, ComponentType<{ "aria-hidden"?: boolean }>> = {
  ArrowRightIcon: ArrowRight,
  CalendarDaysIcon: CalendarDays,
  MailIcon: Mail,
  MapPinIcon: MapPin,
  MenuIcon: Menu,
  MessageCircleIcon: MessageCircle,
  MessageSquareIcon: MessageSquare,
  PhoneIcon: Phone,
  XIcon: X,
};

/** The drawing: the svg's shapes and its size and stroke, without lucide's own class names and xmlns. */
const drawing = (markup: string) =>
  markup.replace(/ (class|xmlns)="[^"]*"/g, "").replace(
    /<svg([^>]*)>/,
    (_, attributes: string) =>
      `<svg ${attributes
        .trim()
        .split(/ (?=[\w-]+=)/)
        .sort()
        .join(" ")}>`,
  );

describe("line icons", () => {
  it.each(Object.keys(lucide) as (keyof typeof icons)[])("%s draws what lucide draws", (name) => {
    const Lucide = lucide[name];
    const Inline = icons[name];
    expect(drawing(renderToStaticMarkup(<Inline />))).toBe(drawing(renderToStaticMarkup(<Lucide aria-hidden />)));
  });
});
