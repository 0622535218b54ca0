import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: jumps keyboard users past the header and menus. */
export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to content
    </a>
  );
}
