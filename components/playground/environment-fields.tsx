'use client';

import type { Environment, Variable } from '@/lib/playground/variables';
import type { Environments } from './use-playground-values';

/**
 * The reader's environments ("sandbox", "production") and the active one's variables. A secret
 * variable's value is masked here and in the URL and code samples; it leaves the browser only in
 * the request the reader sends.
 */
export function EnvironmentFields({
  environments,
  setEnvironments,
}: {
  environments: Environments;
  setEnvironments: (e: Environments) => void;
}) {
  const { list, active } = environments;
  const current = list[active];
  const setCurrent = (env: Environment) => setEnvironments({ list: list.map((e, i) => (i === active ? env : e)), active });
  const setVariable = (index: number, change: Partial<Variable>) =>
    current && setCurrent({ ...current, variables: current.variables.map((v, i) => (i === index ? { ...v, ...change } : v)) });
  return (
    <fieldset className="pg-section pg-env">
      <legend>Environment</legend>
      <div className="pg-env-bar">
        <select
          id="pg-env"
          className="pg-input"
          aria-label="Environment"
          value={active}
          onChange={(e) => setEnvironments({ list, active: Number(e.target.value) })}
        >
          <option value={-1}>No environment</option>
          {list.map((env, i) => (
            <option key={i} value={i}>
              {env.name || `Environment ${i + 1}`}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="pg-link-button"
          onClick={() =>
            setEnvironments({
              list: [...list, { name: `Environment ${list.length + 1}`, variables: [{ name: '', value: '' }] }],
              active: list.length,
            })
          }
        >
          New environment
        </button>
        {current && (
          <button
            type="button"
            className="pg-link-button"
            onClick={() => setEnvironments({ list: list.filter((_, i) => i !== active), active: -1 })}
          >
            Delete environment
          </button>
        )}
      </div>
      {current && (
        <div className="pg-env-body">
          <input
            className="pg-input"
            aria-label="Environment name"
            value={current.name}
            onChange={(e) => setCurrent({ ...current, name: e.target.value })}
          />
          {current.variables.map((v, i) => (
            <div className="pg-env-var" key={i}>
              <input
                className="pg-input pg-mono"
                aria-label={`Variable ${i + 1} name`}
                placeholder="name"
                autoComplete="off"
                value={v.name}
                onChange={(e) => setVariable(i, { name: e.target.value })}
              />
              <input
                className="pg-input"
                aria-label={`Variable ${i + 1} value`}
                placeholder="value"
                autoComplete="off"
                type={v.secret ? 'password' : 'text'}
                value={v.value}
                onChange={(e) => setVariable(i, { value: e.target.value })}
              />
              <label className="pg-check">
                <input
                  type="checkbox"
                  aria-label={`Variable ${i + 1} is secret`}
                  checked={!!v.secret}
                  onChange={(e) => setVariable(i, { secret: e.target.checked })}
                />{' '}
                secret
              </label>
              <button
                type="button"
                className="pg-icon-button"
                aria-label={`Remove variable ${i + 1}`}
                onClick={() => setCurrent({ ...current, variables: current.variables.filter((_, j) => j !== i) })}
              >
                ×
              </button>
            </div>
          ))}
          <button
            type="button"
            className="pg-link-button"
            onClick={() => setCurrent({ ...current, variables: [...current.variables, { name: '', value: '' }] })}
          >
            + Add variable
          </button>
        </div>
      )}
      <p className="pg-help">
        Write <code>{'{{name}}'}</code> in any field, the server URL included, to use a variable of the active environment.
      </p>
    </fieldset>
  );
}
