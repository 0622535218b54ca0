import type { Plugin } from 'vite';

/**
 * Names the Latin files of the two typefaces (Inter for text, Fraunces for headings) as preloads in index.html, so
 * the browser fetches them with the stylesheet instead of after its first layout. A page's first paint (the
 * server's prerendered content) then draws in the product's typefaces rather than in a fallback first: the app's
 * render of the same texts, which replaces it, is then the same size, and the largest contentful paint stays at
 * the first paint instead of moving to the app's render (text drawn in the fallback takes less room than in Inter).
 */
export function fontPreload(files: readonly RegExp[]): Plugin {
  return {
    name: 'goodhive:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const names = Object.keys(context.bundle ?? {});
        const links = files.map((pattern) => {
          const file = names.find((name) => pattern.test(name));
          if (!file) throw new Error(`font preload: the build has no font file matching ${pattern}`);
          return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`;
        });
        return html.replace('</head>', `${links.join('')}</head>`);
      },
    },
  };
}
