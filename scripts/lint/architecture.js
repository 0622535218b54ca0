// The architecture rule of the repository, checked by ESLint on every `npm test` (see ARCHITECTURE.md).
//
// A tree (apps/server/src, apps/web/src) is cut into LAYERS, highest first; a file may import its own layer or a
// lower one, never a higher one. Some folders are UNITS (a server module, a web feature): from outside a unit
// only its public files may be imported. Inside server modules files have ROLES by their suffix (routes,
// service, repository, presenter), and some roles may not import others, or the database, at run time.
import fs from 'node:fs';
import path from 'node:path';

/** Turns a small glob (`**`, `*`) relative to a root into a RegExp over the relative path. */
function globToRegExp(glob) {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      out += '.*';
      i++;
      if (glob[i + 1] === '/') i++;
    } else if (c === '*') out += '[^/]*';
    else out += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

const matcher = (globs) => {
  const res = globs.map(globToRegExp);
  return (rel) => res.some((re) => re.test(rel));
};

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/** The file a relative specifier names: `.js` written for a `.ts` source, a folder's index, or the file itself. */
function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [];
  if (/\.(js|mjs)$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts'), base.replace(/\.m?js$/, '.tsx'));
  candidates.push(base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)));
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? base;
}

/**
 * One tree's plan: `root` (relative to the working directory), `layers` ([{ name, files: globs }], highest
 * first), `units` ({ folders: glob of unit folders, public: { fileName: [layers that may import it] | true } }),
 * `roles` ([{ name, files: globs, mayNotImport: [role or layer names], runtimeOnly: boolean }]).
 */
function compilePlan(plan, cwd) {
  const root = path.resolve(cwd, plan.root);
  const layers = plan.layers.map((l, rank) => ({ ...l, rank, match: matcher(l.files) }));
  const unitFolder = plan.units ? globToRegExp(plan.units.folders) : null;
  const roles = (plan.roles ?? []).map((r) => ({ ...r, match: matcher(r.files) }));
  const classify = (file) => {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (rel.startsWith('..')) return null;
    const layer = layers.find((l) => l.match(rel)) ?? null;
    let unit = null;
    let inner = null;
    if (unitFolder) {
      const parts = rel.split('/');
      for (let n = 1; n < parts.length; n++) {
        const folder = parts.slice(0, n).join('/');
        if (unitFolder.test(folder)) {
          unit = folder;
          inner = parts.slice(n).join('/');
          break;
        }
      }
    }
    const role = roles.find((r) => r.match(rel)) ?? null;
    return { rel, layer, unit, inner, role };
  };
  return { plan, root, classify };
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the layers, units and roles of ARCHITECTURE.md.' },
    schema: [{ type: 'object', properties: { plans: { type: 'array' } }, required: ['plans'], additionalProperties: false }],
    messages: {
      upward: "'{{from}}' ({{fromLayer}}) may not import '{{to}}' ({{toLayer}}): a lower layer never imports a higher one.",
      private: "'{{to}}' is inside {{unit}}; from outside it, import its public face ({{faces}}) instead.",
      role: "A {{fromRole}} may not import {{what}} ('{{to}}'){{why}}.",
      unplaced: "'{{file}}' belongs to no layer of {{root}}: add it to a layer in eslint.config.js.",
    },
  },
  create(context) {
    const cwd = context.cwd ?? process.cwd();
    const plans = context.options[0].plans.map((p) => compilePlan(p, cwd));
    const file = context.filename;
    const plan = plans.find((p) => !path.relative(p.root, file).startsWith('..'));
    if (!plan) return {};
    const self = plan.classify(file);
    if (!self.layer) {
      return {
        Program(node) {
          context.report({ node, messageId: 'unplaced', data: { file: self.rel, root: plan.plan.root } });
        },
      };
    }

    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = plan.classify(resolveImport(file, specifier));
      if (!target || !target.layer) return;
      const data = { from: self.rel, to: target.rel };
      if (target.layer.rank < self.layer.rank) {
        context.report({ node, messageId: 'upward', data: { ...data, fromLayer: self.layer.name, toLayer: target.layer.name } });
        return;
      }
      if (target.unit && target.unit !== self.unit) {
        const faces = plan.plan.units.public;
        const allowed = faces[target.inner];
        const isFace = allowed === true || (Array.isArray(allowed) && allowed.includes(self.layer.name));
        if (!isFace) {
          const names = Object.entries(faces)
            .filter(([, who]) => who === true || who.includes(self.layer.name))
            .map(([name]) => `${target.unit}/${name}`);
          context.report({ node, messageId: 'private', data: { ...data, unit: target.unit, faces: names.join(' or ') || 'none' } });
          return;
        }
      }
      if (self.role && self.role.mayNotImport) {
        if (self.role.runtimeOnly && isTypeOnly(node)) return;
        const hit = self.role.mayNotImport.find((name) => target.role?.name === name || target.layer.name === name);
        if (hit) {
          const what = target.role?.name === hit ? `a ${hit}` : `the ${hit} layer`;
          const why = self.role.because ? `: ${self.role.because}` : '';
          context.report({ node, messageId: 'role', data: { ...data, fromRole: self.role.name, what, why } });
        }
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { meta: { name: 'goodhive-architecture' }, rules: { layers: layersRule } };
