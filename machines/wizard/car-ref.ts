/**
 * A car a wizard shows (suggested, recommended): what the machine needs to tell cars apart and link
 * to their page. The feature's calls answer its own car cards, which carry more; the page reads them.
 */
export type CarRef = { id: string; slug: string };
