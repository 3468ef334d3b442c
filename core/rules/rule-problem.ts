/** One problem a catalogue rule found, in words a curator can act on. */
export interface RuleProblem {
  /** The island (or image) the problem is about; 'catalogue' for whole-file problems. */
  id: string;
  rule: string;
  message: string;
  /** How to fix it, in words a curator can act on. */
  fix: string;
}
