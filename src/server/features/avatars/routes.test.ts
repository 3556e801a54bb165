import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES } from "~/domain/users";
import { createApp } from "../../app";
import { openDatabase } from "../../db/client";
import { blobsOf, readWhole } from "../../storage/blobs";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { fileForm, tinyPng } from "../../testing/images";
import { AVATAR_NOT_AN_IMAGE, AVATAR_TOO_LARGE } from "./upload-avatar";

/** A GIF89a header: enough for the content sniffer to call it a GIF. */
const tinyGif = () =>
  Buffer.from("474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b", "hex");

describe("avatars", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const upload = (cookie: string, form: FormData, headers?: Record<string, string>) =>
    call(ctx, "/api/me/avatar", { cookie, body: form, headers });

  it("stores a real image, sets the profile image and serves it back with its content type", async () => {
    const me = await signedInAs(ctx, "creator");
    const png = tinyPng(3, 2);
    const res = await upload(me.cookie, fileForm(png, "face.png", "image/png"));
    expect(res.status).toBe(200);
    const { image } = await res.json();
    expect(image).toMatch(new RegExp(`^/api/avatars/${me.id}\\?v=\\d+$`));
    expect((await (await call(ctx, "/api/me/profile", { cookie: me.cookie })).json()).image).toBe(image);

    const served = await call(ctx, image);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect(await readWhole(blobsOf(ctx.deps), `avatars/${me.id}.png`)).toEqual(png);
  });

  it("replaces the old avatar, removing a file of another type", async () => {
    const me = await signedInAs(ctx, "creator");
    await upload(me.cookie, fileForm(tinyPng(), "a.png", "image/png"));
    // the declared name and type lie: the bytes are a GIF, and the GIF is what is kept
    const res = await upload(me.cookie, fileForm(tinyGif(), "b.png", "image/png"));
    expect(res.status).toBe(200);
    const served = await call(ctx, `/api/avatars/${me.id}`);
    expect(served.headers.get("content-type")).toBe("image/gif");
    expect(await readWhole(blobsOf(ctx.deps), `avatars/${me.id}.gif`)).not.toBeNull();
    expect(await readWhole(blobsOf(ctx.deps), `avatars/${me.id}.png`)).toBeNull();
  });

  it("refuses a text file renamed .png, by its content", async () => {
    const me = await signedInAs(ctx, "creator");
    const text = Buffer.from("hello, I am not a picture at all\n".repeat(20));
    const res = await upload(me.cookie, fileForm(text, "photo.png", "image/png"));
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe(AVATAR_NOT_AN_IMAGE);
    expect((await (await call(ctx, "/api/me/profile", { cookie: me.cookie })).json()).image).toBeNull();
  });

  it("refuses an 11 MB image with a clear message", async () => {
    const me = await signedInAs(ctx, "creator");
    const big = Buffer.alloc(11 * 1024 * 1024);
    tinyPng().copy(big); // starts like a PNG
    const res = await upload(me.cookie, fileForm(big, "big.png", "image/png"));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe(AVATAR_TOO_LARGE);
  });

  it("refuses an oversized upload from its Content-Length, before reading it", async () => {
    const me = await signedInAs(ctx, "creator");
    const res = await call(ctx, "/api/me/avatar", {
      cookie: me.cookie,
      body: "x",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(AVATAR_MAX_BYTES * 2),
      },
    });
    expect(res.status).toBe(413);
  });

  it("asks for an image when no file is sent", async () => {
    const me = await signedInAs(ctx, "creator");
    const form = new FormData();
    form.append("other", "value");
    const res = await upload(me.cookie, form);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("You must select an image to upload.");
  });

  it.skipIf(process.env.TEST_DB !== "postgres")(
    "serves an avatar uploaded through one instance from another (shared PostgreSQL and blob store)",
    async () => {
      // a second instance: its own connection pool, the same blob store (the same DATA_DIR/files here; the
      // same bucket with S3_BUCKET: ADR 074)
      const database = openDatabase({ url: ctx.deps.database.url! });
      const other = createApp({ ...ctx.deps, database, db: database.db });
      try {
        const me = await signedInAs(ctx, "creator");
        const png = tinyPng(4, 4);
        expect((await upload(me.cookie, fileForm(png, "me.png", "image/png"))).status).toBe(200);
        const served = await other.request(`/api/avatars/${me.id}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
      } finally {
        await database.close();
      }
    },
  );
});
