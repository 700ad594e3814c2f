// The stand-in catalogue on E2E_CONTRACT_PORT, started by playwright.config.ts.
import { E2E_CONTRACT_PORT } from '../helpers.ts'
import { startContractServer } from './server.ts'

await startContractServer(E2E_CONTRACT_PORT)
console.log(`stand-in catalogue on http://localhost:${E2E_CONTRACT_PORT}/api`)
