// Runs on each app module after swc: `import { Card, DatePicker } from 'antd'` becomes
// `import { Card } from 'antd'; import DatePicker from 'antd/es/date-picker'`, so the heavy,
// rarely used components (extras.cjs) load with the screens that use them. The apps' code
// keeps importing from 'antd'.
const { antdExtras } = require('./extras.cjs');

const antdImport = /import\s*\{([^}]*)\}\s*from\s*(["'])antd\2;?/g;

module.exports = function splitAntdImports(source) {
  if (!source.includes('antd')) return source;
  return source.replace(antdImport, (statement, names) => {
    const core = [];
    const lazy = [];
    for (const raw of names.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [imported, local = imported] = specifier.split(/\s+as\s+/);
      if (antdExtras[imported]) lazy.push(`import ${local} from "antd/es/${antdExtras[imported]}";`);
      else core.push(specifier);
    }
    if (lazy.length === 0) return statement;
    const lines = statement.split('\n').length - 1;
    const rewritten = [...(core.length ? [`import { ${core.join(', ')} } from "antd";`] : []), ...lazy];
    // Same number of lines: source maps stay right.
    return rewritten.join(' ') + '\n'.repeat(lines);
  });
};
