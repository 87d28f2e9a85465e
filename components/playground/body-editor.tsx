'use client';

import { useState } from 'react';
import type { PlaygroundDto } from '@/lib/openapi/to-playground';
import { bodyKind } from '@/lib/playground/body-kind';
import { bodyValues } from '@/lib/playground/initial-state';
import { isFileSchema, resolveSchema, schemaProperties, schemaType } from '@/lib/playground/schema';
import { formatSize } from '@/lib/playground/response-kind';
import type { BodyValues, PlaygroundValues } from '@/lib/playground/values';
import type { FieldErrors } from '@/lib/playground/validate';
import { FieldRow } from './field-row';
import { SchemaField } from './schema-form';

type Update = (change: (v: PlaygroundValues) => PlaygroundValues) => void;

/** The request body: media type choice, then a form or raw JSON, form parts, text or a file. */
export function BodyEditor({
  dto,
  values,
  errors,
  update,
  prefill,
}: {
  dto: PlaygroundDto;
  values: PlaygroundValues;
  errors: FieldErrors;
  update: Update;
  prefill: boolean;
}) {
  const [mode, setMode] = useState<'form' | 'raw'>('form');
  const content = dto.body?.content[values.body.media];
  if (!dto.body || !content) return null;
  const kind = bodyKind(content.mediaType);
  const setBody = (change: Partial<BodyValues>) => update((v) => ({ ...v, body: { ...v.body, ...change } }));
  const schema = resolveSchema(content.schema, dto.schemas);
  const formable = schemaType(schema) === 'object' || !!schema.oneOf || !!schema.anyOf;
  return (
    <fieldset className="pg-section">
      <legend>Body{dto.body.required && <span className="pg-required">required</span>}</legend>
      <div className="pg-body-bar">
        {dto.body.content.length > 1 ? (
          <select
            className="pg-input pg-media"
            aria-label="Body content type"
            value={values.body.media}
            onChange={(e) => update((v) => ({ ...v, body: bodyValues(dto, Number(e.target.value), prefill) }))}
          >
            {dto.body.content.map((c, i) => (
              <option key={c.mediaType} value={i}>
                {c.mediaType}
              </option>
            ))}
          </select>
        ) : (
          <code className="pg-media">{content.mediaType}</code>
        )}
        {kind === 'json' && formable && (
          <div className="pg-toggle" role="group" aria-label="Body editor">
            <button type="button" aria-pressed={mode === 'form'} onClick={() => setMode('form')}>
              Form
            </button>
            <button type="button" aria-pressed={mode === 'raw'} onClick={() => setMode('raw')}>
              JSON
            </button>
          </div>
        )}
      </div>
      {errors.body && (
        <p className="pg-error" role="alert">
          {errors.body}
        </p>
      )}
      {kind === 'json' && mode === 'form' && formable && (
        <SchemaField
          schema={content.schema}
          schemas={dto.schemas}
          value={values.body.json}
          path="body"
          label="body"
          errors={errors}
          onChange={(json) => setBody({ json, raw: json === undefined ? '' : JSON.stringify(json, null, 2), rawError: undefined })}
        />
      )}
      {kind === 'json' && (mode === 'raw' || !formable) && (
        <textarea
          className="pg-input pg-mono pg-raw"
          aria-label="JSON body"
          rows={Math.min(24, Math.max(6, values.body.raw.split('\n').length + 1))}
          spellCheck={false}
          value={values.body.raw}
          onChange={(e) => {
            const raw = e.target.value;
            try {
              setBody({ raw, json: raw.trim() ? JSON.parse(raw) : undefined, rawError: undefined });
            } catch (error) {
              setBody({ raw, rawError: (error as Error).message });
            }
          }}
        />
      )}
      {kind === 'text' && (
        <textarea
          className="pg-input pg-mono pg-raw"
          aria-label="Body text"
          rows={6}
          value={values.body.text}
          onChange={(e) => setBody({ text: e.target.value })}
        />
      )}
      {kind === 'binary' && (
        <FieldRow
          htmlFor="pg-body-file"
          name="File"
          type={content.mediaType}
          description="The file's bytes are sent as the body."
          error={errors.body}
        >
          <FileInput id="pg-body-file" label="Body file" file={values.body.file} onChange={(file) => setBody({ file })} />
        </FieldRow>
      )}
      {(kind === 'multipart' || kind === 'urlencoded') &&
        schemaProperties(schema, dto.schemas).map((prop) => {
          const id = `pg-part-${prop.name}`;
          const error = errors[`body.${prop.name}`];
          const file = kind === 'multipart' && isFileSchema(prop.schema);
          return (
            <FieldRow
              key={prop.name}
              htmlFor={id}
              name={prop.name}
              type={file ? 'file' : schemaType(prop.schema)}
              required={prop.required}
              description={typeof prop.schema.description === 'string' ? prop.schema.description : undefined}
              error={error}
            >
              {file ? (
                <FileInput
                  id={id}
                  label={prop.name}
                  file={values.body.files[prop.name] ?? null}
                  onChange={(f) => setBody({ files: { ...values.body.files, [prop.name]: f } })}
                />
              ) : (
                <input
                  id={id}
                  className="pg-input"
                  aria-label={prop.name}
                  aria-invalid={error ? true : undefined}
                  value={values.body.fields[prop.name] ?? ''}
                  onChange={(e) => setBody({ fields: { ...values.body.fields, [prop.name]: e.target.value } })}
                />
              )}
            </FieldRow>
          );
        })}
    </fieldset>
  );
}

function FileInput({ id, label, file, onChange }: { id: string; label: string; file: File | null; onChange: (file: File | null) => void }) {
  return (
    <div className="pg-file">
      <input id={id} type="file" aria-label={label} onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
      {file && (
        <span className="pg-help">
          {file.name} · {formatSize(file.size)}
        </span>
      )}
    </div>
  );
}
