import { describe, expect, it } from "vitest";
import { messagingLabel } from "./facts";

describe("messagingLabel", () => {
  it("names the messaging service from the link", () => {
    expect(messagingLabel("https://wa.me/4531425678")).toBe("WhatsApp");
    expect(messagingLabel("https://m.me/studio")).toBe("Messenger");
    expect(messagingLabel("https://t.me/studio")).toBe("Telegram");
    expect(messagingLabel("https://chat.example.com/studio")).toBe("Messages");
  });
});
