// The ledger's public face: the one way other modules move and read value (tokens, giving credits, ...).
export {
  InsufficientBalanceError,
  accountStatement,
  balanceOf,
  balancesOf,
  ledgerAccount,
  transfer,
  transferMany,
  type LedgerAsset,
  type TransferLeg,
  type TransferResult,
  type TransferSpec,
} from './ledger.service.js';
