/** The robot check's module boundary: forms use `useRobotCheck`, tests replace it with vi.mock. */
export { useRobotCheck } from './use-robot-check'
