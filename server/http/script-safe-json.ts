/**
 * JSON that stays inert inside a <script>: no `</script>` or `<!--` can close or bend the element, and
 * the line separators that old parsers treat as line ends are escaped too. JSON.parse reads it unchanged.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
