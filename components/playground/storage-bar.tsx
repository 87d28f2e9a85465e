'use client';

/** The opt-in "remember" and "Clear", which forgets everything this spec's playground kept. */
export function StorageBar({ remember, setRemember, clear }: { remember: boolean; setRemember: (on: boolean) => void; clear: () => void }) {
  return (
    <div className="pg-storage">
      <label className="pg-check">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> Remember on this device
      </label>
      <span className="pg-help">
        {remember
          ? 'Inputs, environments, credentials and history are kept in this browser for this API.'
          : 'Inputs and history are forgotten on reload; credentials and environments last until the browser closes.'}
      </span>
      <button type="button" className="pg-link-button" onClick={clear}>
        Clear
      </button>
    </div>
  );
}
