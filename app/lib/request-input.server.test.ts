import { describe, expect, it } from "vitest";
import { parseJsonOrForm, readJsonOrForm } from "./request-input.server";

const post = (body: BodyInit, type: string) => new Request("http://localhost/x", { method: "POST", body, headers: { "Content-Type": type } });

describe("readJsonOrForm", () => {
  it("reads a JSON object", async () => {
    expect(await readJsonOrForm(post('{"courseId":"a","n":1}', "application/json; charset=utf-8"))).toEqual({ courseId: "a", n: 1 });
  });

  it("gives null for JSON that is not an object, or not JSON", async () => {
    expect(await readJsonOrForm(post("[1,2]", "application/json"))).toBeNull();
    expect(await readJsonOrForm(post("null", "application/json"))).toBeNull();
    expect(await readJsonOrForm(post("{oops", "application/json"))).toBeNull();
  });

  it("reads a form's non-empty text fields", async () => {
    const form = new URLSearchParams({ courseId: "voice-elevated", currency: "DKK", plan: "" });
    expect(await readJsonOrForm(post(form, "application/x-www-form-urlencoded"))).toEqual({ courseId: "voice-elevated", currency: "DKK" });
  });
});

describe("parseJsonOrForm", () => {
  it("reads a JSON object, and nothing else as JSON", () => {
    expect(parseJsonOrForm("application/json; charset=utf-8", '{"intent":"add","n":1}')).toEqual({ intent: "add", n: 1 });
    expect(parseJsonOrForm("application/json", "[1]")).toBeNull();
    expect(parseJsonOrForm("application/json", "{oops")).toBeNull();
  });

  it("reads a URL-encoded form's non-empty fields; any other body is nothing", () => {
    expect(parseJsonOrForm("application/x-www-form-urlencoded", "intent=add&productId=tea-mug&note=")).toEqual({ intent: "add", productId: "tea-mug" });
    expect(parseJsonOrForm("text/plain", '{"intent":"add"}')).toBeNull();
    expect(parseJsonOrForm(undefined, "intent=add")).toBeNull();
  });
});

describe("the content type decides, matched exactly", () => {
  it("reads JSON only as application/json (any case, any parameters), never a type that merely mentions it", async () => {
    expect(parseJsonOrForm("text/plain; x=application/json", '{"productId":"p1"}')).toBeNull();
    expect(parseJsonOrForm("application/jsonp", '{"productId":"p1"}')).toBeNull();
    expect(parseJsonOrForm("text/plain; x=application/x-www-form-urlencoded", "productId=p1")).toBeNull();
    expect(parseJsonOrForm("Application/JSON; charset=utf-8", '{"productId":"p1"}')).toEqual({ productId: "p1" });
    expect(parseJsonOrForm("application/x-www-form-urlencoded;charset=UTF-8", "productId=p1")).toEqual({ productId: "p1" });
    expect(await readJsonOrForm(post('{"courseId":"a"}', "text/plain; x=application/json"))).toBeNull();
  });
});
