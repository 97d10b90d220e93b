/** Issue 16 tools: the rules of the credit tools, the IT tools and the sales people. */
export {
  FUND_MAX_LENGTH,
  fundError,
  SECURITIZABLE_STATUSES,
  SECURITIZATION_MOVES,
  type SecuritizationCandidate,
  type SecuritizationMove,
  securitizationRefusal,
} from './securitization';
