import { createHash } from 'node:crypto';

export const dynamic = 'force-dynamic';

/** POST /demo-api/upload: each multipart part's name, filename, type, size and SHA-256. */
export async function POST(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ error: 'Send a multipart/form-data body.' }, { status: 400 });
  }
  const parts = await Promise.all(
    [...form.entries()].map(async ([name, value]) => {
      const bytes = typeof value === 'string' ? Buffer.from(value) : Buffer.from(await value.arrayBuffer());
      const file = typeof value === 'string' ? {} : { filename: value.name, type: value.type };
      return { name, ...file, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    }),
  );
  return Response.json({ parts });
}
