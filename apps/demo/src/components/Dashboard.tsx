import { useBalance } from '@portico/react'
import { AccountCard } from './AccountCard.js'
import { BalancesCard } from './BalancesCard.js'
import { NetworkCard } from './NetworkCard.js'
import { SignCard } from './SignCard.js'
import { WalletActionsCard } from './WalletActionsCard.js'

export function Dashboard() {
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
      </div>
    </div>
  )
}
