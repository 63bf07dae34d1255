/** The JSON of each kept answer once written; null until its first call writes it. */
const bytesOfKept = new WeakMap<object, Buffer | null>();

/**
 * Marks an answer its handler keeps and answers again as it is: neither it nor anything it holds
 * ever changes. In compiled mode its JSON is written once and the same bytes go out again, with
 * no serialising or UTF-8 encoding per call (the menu: ADR 0014); checked mode parses it as any
 * other answer. One call's answers only: the bytes are its serialiser's.
 */
export function keptAnswer<T extends object>(answer: T): T {
  if (!bytesOfKept.has(answer)) bytesOfKept.set(answer, null);
  return answer;
}

/** The bytes of a kept answer, written by `serialise` at its first call; undefined for any other. */
export function keptBytes(
  answer: unknown,
  serialise: (answer: unknown) => string,
): Buffer | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const kept = bytesOfKept.get(answer);
  if (kept !== null) return kept;
  const bytes = Buffer.from(serialise(answer));
  bytesOfKept.set(answer, bytes);
  return bytes;
}
