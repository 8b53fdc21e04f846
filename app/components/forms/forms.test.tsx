// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { Toaster } from "~/components/ui/toaster";
import { ContactUsDialog } from "./contact-us-dialog";
import { NewsletterSection } from "./newsletter-section";
import { ShareStoryDialog } from "./share-story-dialog";

type Received = Record<string, FormDataEntryValue>;

/**
 * The text fields of a posted form. A multipart body is split here rather than read with
 * request.formData(): under jsdom, Node 24's multipart parser meets jsdom's File class and fails.
 */
async function textFields(request: Request): Promise<Received> {
  const boundary = /boundary=(.+)$/.exec(request.headers.get("content-type") ?? "")?.[1];
  if (!boundary) return Object.fromEntries(await request.formData());
  const fields: Received = {};
  for (const part of (await request.text()).split(`--${boundary}`)) {
    const field = /^\r\nContent-Disposition: form-data; name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/i.exec(part);
    if (field) fields[field[1]!] = field[2]!;
  }
  return fields;
}

/** Renders `ui` on "/" with stub actions at the forms' real paths; returns what each received. */
function renderWithActions(ui: React.ReactNode, answer: (path: string) => object = () => ({ ok: true })) {
  const received: Record<string, Received[]> = {};
  const action =
    (path: string) =>
    async ({ request }: { request: Request }) => {
      (received[path] ??= []).push(await textFields(request));
      return answer(path);
    };
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          {ui}
          <Toaster />
        </>
      ),
    },
    { path: "/api/contact", action: action("/api/contact") },
    { path: "/api/newsletter", action: action("/api/newsletter") },
    { path: "/magazine/share-your-story", action: action("/magazine/share-your-story") },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return received;
}

describe("ContactUsDialog", () => {
  it("is a link to /contact until it opens the dialog", async () => {
    renderWithActions(<ContactUsDialog />);
    const trigger = screen.getByRole("link", { name: "Contact Us" });
    expect(trigger).toHaveAttribute("href", "/contact");
    await userEvent.click(trigger);
    expect(await screen.findByRole("dialog", { name: "Contact Us" })).toBeInTheDocument();
  });

  it("says 'Missing Information' and sends nothing when required fields are empty", async () => {
    const received = renderWithActions(<ContactUsDialog />);
    await userEvent.click(screen.getByRole("link", { name: "Contact Us" }));
    // The form loads lazily when the dialog opens.
    await screen.findByRole("button", { name: "Send Message" });
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Missing Information")).toBeInTheDocument();
    expect(screen.getByText("Please fill in all required fields.")).toBeInTheDocument();
    expect(received["/api/contact"]).toBeUndefined();
  });

  it("sends name, email, phone and message from the landing dialog, thanks, and closes", async () => {
    const received = renderWithActions(<ContactUsDialog />);
    await userEvent.click(screen.getByRole("link", { name: "Contact Us" }));
    // The form loads lazily when the dialog opens.
    await screen.findByRole("button", { name: "Send Message" });
    const dialog = screen.getByRole("dialog");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Sofie");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Email" }), "sofie@example.dk");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Message" }), "Hej!");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message Sent!")).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(received["/api/contact"]).toEqual([{ name: "Sofie", email: "sofie@example.dk", phone: "", message: "Hej!", source: "landing-dialog", website: "" }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("link", { name: "Contact Us" })).toHaveFocus());
  });

  it("keeps the text and shows the server's message when sending fails", async () => {
    renderWithActions(<ContactUsDialog />, () => ({ ok: false, fieldErrors: {}, formError: "Too many messages." }));
    await userEvent.click(screen.getByRole("link", { name: "Contact Us" }));
    // The form loads lazily when the dialog opens.
    await screen.findByRole("button", { name: "Send Message" });
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Sofie");
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "sofie@example.dk");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hej igen");
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Error sending message")).toBeInTheDocument();
    expect(screen.getAllByText("Too many messages.").length).toBeGreaterThan(0);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Hej igen");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});

describe("NewsletterSection", () => {
  it("checks the address, then shows the thank-you text and clears the field", async () => {
    const received = renderWithActions(<NewsletterSection />);
    const field = screen.getByRole("textbox", { name: "Email address" });
    await userEvent.type(field, "ida@");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(received["/api/newsletter"]).toBeUndefined();
    await userEvent.type(field, "example.dk");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Thank you for subscribing to our vocal community!")).toBeInTheDocument();
    expect(field).toHaveValue("");
    expect(received["/api/newsletter"]).toEqual([{ email: "ida@example.dk", website: "" }]);
    expect(screen.getByRole("heading", { level: 2, name: "Join our vocal community" })).toBeInTheDocument();
  });
});

describe("ShareStoryDialog", () => {
  it("opens from 'Share Your Story', really submits, and thanks", async () => {
    const received = renderWithActions(<ShareStoryDialog />, () => ({ ok: true, pdfUploaded: false }));
    const trigger = screen.getByRole("link", { name: "Share Your Story" });
    expect(trigger).toHaveAttribute("href", "/magazine/share-your-story");
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Share Your Story" });
    await within(dialog).findByRole("button", { name: "Send Story" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Jonas");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Email" }), "jonas@example.dk");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Course or topic" }), "Workshop");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Story" }));
    expect(await within(dialog).findByText("Please write at least 50 characters")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Your story" }), "Workshoppen gav mig modet til at synge solo for første gang i mit liv.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Story" }));
    expect(await screen.findByText("Story sent!")).toBeInTheDocument();
    expect(screen.queryByText("PDF uploaded!")).not.toBeInTheDocument();
    expect(received["/magazine/share-your-story"]?.[0]).toMatchObject({ name: "Jonas", topic: "Workshop" });
  });

  it("refuses a chosen file that is not a PDF with 'File Type Error'", async () => {
    renderWithActions(<ShareStoryDialog />);
    await userEvent.click(screen.getByRole("link", { name: "Share Your Story" }));
    const input = await screen.findByLabelText("PDF (optional)");
    await userEvent.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }), { applyAccept: false });
    expect(await screen.findByText("File Type Error")).toBeInTheDocument();
    expect(screen.getByText("Please upload only PDF files.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Chosen file" })).not.toBeInTheDocument();
  });
});

vi.setConfig({ testTimeout: 20_000 });
