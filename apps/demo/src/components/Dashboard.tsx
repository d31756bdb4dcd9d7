import { useBalance } from '@portico/react'
import type { DemoChain } from '../world.js'
import { AccountCard } from './AccountCard.js'
import { BalancesCard } from './BalancesCard.js'
import { NetworkCard } from './NetworkCard.js'
import { SessionCard } from './SessionCard.js'
import { SignCard } from './SignCard.js'
import { WalletActionsCard } from './WalletActionsCard.js'

/** `sessionChain`: the chain whose smart accounts take session permissions (the world's first). */
export function Dashboard({ sessionChain }: { sessionChain?: DemoChain | undefined }) {
  const balance = useBalance()
  return (
    <div className="dashboard">
      <div className="column">
        <AccountCard />
        <NetworkCard />
        <WalletActionsCard />
      </div>
      <div className="column">
        <BalancesCard balance={balance} />
        <SignCard />
        {sessionChain && <SessionCard chain={sessionChain} />}
      </div>
    </div>
  )
}
