/** The robot check's module boundary: forms use `useRobotCheck`, tests replace it with vi.mock. */
export type { RobotCheck } from './types'
export { LOCAL_DEV_TOKEN, useRobotCheck } from './use-robot-check'
