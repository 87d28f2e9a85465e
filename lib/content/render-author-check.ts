import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { AUTHOR_HOOKS, EXPRESSIONS_EXPORT, type IslandSpec } from './author-scope';

/** An island that failed to render, with the author's message. */
export type IslandFailure = { spec: IslandSpec; message: string };

const requireFrom = createRequire(import.meta.url);
let prelude: vm.Script | undefined;

/**
 * React and its string renderer loaded as source inside the sandbox, so no object of the host
 * realm (whose `constructor.constructor` would hand author code the host's `Function`, and with
 * it `process`) is ever reachable from author code.
 */
function loadPrelude(): vm.Script {
  const inPackage = (pkg: string, file: string) => path.join(path.dirname(requireFrom.resolve(`${pkg}/package.json`)), file);
  const files = {
    react: inPackage('react', 'cjs/react.production.js'),
    'react-dom': inPackage('react-dom', 'cjs/react-dom.production.js'),
    'react-dom/server': inPackage('react-dom', 'cjs/react-dom-server-legacy.browser.production.js'),
  };
  const defs = Object.entries(files)
    .map(([name, file]) => `__defs[${JSON.stringify(name)}] = function (module, exports, require) {\n${readFileSync(file, 'utf8')}\n};`)
    .join('\n');
  const loader = 'var __defs = {}, __cache = {};\nfunction __require(name) { if (__cache[name]) return __cache[name].exports; if (!__defs[name]) throw new Error("cannot import \\"" + name + "\\""); var m = { exports: {} }; __cache[name] = m; __defs[name](m, m.exports, __require); return m.exports; }';
  return new vm.Script(`${loader}\n${defs}`, { filename: 'lectern-react-sandbox.js' });
}

/**
 * Renders each island of a page once, as `lectern check` does before the build, to report a
 * component that throws with the place it is used. Runs in a `node:vm` context holding nothing
 * of the host (no `process`, no `require`, no string code generation), with a time limit; only a
 * JSON string comes back. Built-in components are stand-ins that render their children; errors
 * about browser globals (`window`, `document`) are not failures: those exist in the browser.
 */
export function renderAuthorCheck(code: string, specs: IslandSpec[], componentNames: string[]): IslandFailure[] {
  prelude ??= loadPrelude();
  const context = vm.createContext({}, { codeGeneration: { strings: false, wasm: false } });
  prelude.runInContext(context, { timeout: 5000 });
  const names = ['React', ...AUTHOR_HOOKS, ...componentNames];
  const script = `(function () {
  var React = __require('react'), Server = __require('react-dom/server');
  function __stub(props) { return React.createElement('div', null, props.children); }
  var module = { exports: {} };
  try {
  (function (module, exports, require, ${names.join(', ')}) {\n${code}\n})(module, module.exports, __require, React, ${AUTHOR_HOOKS.map((h) => `React.${h}`).join(', ')}, ${componentNames.map(() => '__stub').join(', ')});
  } catch (e) { return JSON.stringify([{ i: 0, message: String(e && e.message || e) }]); }
  var run = module.exports[${JSON.stringify(EXPRESSIONS_EXPORT)}];
  var specs = ${JSON.stringify(specs)};
  var out = [];
  specs.forEach(function (spec, i) {
    try {
      var value = run[spec.x]();
      if (!spec.component) return;
      if (value === undefined || value === null) throw new Error(spec.label + ' is not defined');
      var props = Object.assign({}, spec.p || {});
      Object.keys(spec.e || {}).forEach(function (k) { props[k] = run[spec.e[k]](); });
      (spec.s || []).forEach(function (j) { Object.assign(props, run[j]()); });
      Server.renderToString(React.createElement(value, props, 'children'));
    } catch (e) {
      var message = String(e && e.message || e);
      if (!/\\b(window|document|navigator|localStorage|sessionStorage|location|fetch) is not defined/.test(message)) out.push({ i: i, message: message });
    }
  });
  return JSON.stringify(out);
})()`;
  try {
    const result = JSON.parse(String(vm.runInContext(script, context, { timeout: 5000, filename: 'author-code.js' }))) as { i: number; message: string }[];
    return result.map((r) => ({ spec: specs[r.i], message: String(r.message) }));
  } catch {
    // Only the host's own errors land here (the time limit): author errors are caught inside.
    return specs.slice(0, 1).map((spec) => ({ spec, message: 'did not finish rendering within 5 s' }));
  }
}
