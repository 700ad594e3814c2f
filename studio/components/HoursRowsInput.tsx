import { Button, Flex, Stack, Text } from '@sanity/ui'
import { type ArrayOfObjectsInputProps, set } from 'sanity'
import { formatDays } from '../../src/site/hours'
import { weekDays } from '../schemaTypes/objects/week-days'

type Row = { _key: string; _type?: string; days?: string[]; opens?: string; closes?: string }

const newKey = () => Math.random().toString(36).slice(2, 10)

/**
 * The rows after giving one day hours of its own: the day leaves the row it shared (its new
 * row starts with that row's times), or, a day without hours, gets a row of its own.
 */
export function withOwnRow(rows: readonly Row[], day: string, key = newKey()): Row[] {
  const shared = rows.find((row) => row.days?.includes(day))
  const own: Row = {
    _key: key,
    _type: 'hoursRow',
    days: [day],
    opens: shared?.opens ?? '09:00',
    closes: shared?.closes ?? '14:00',
  }
  if (!shared) return [...rows, own]
  return rows.flatMap((row) =>
    row === shared ? [{ ...row, days: row.days?.filter((other) => other !== day) }, own] : [row],
  )
}

/**
 * A schedule's rows, and one button a day to give that day other hours ("Agregar horario para
 * sábado"): the day leaves its shared row and its own row opens, instead of unticking it and
 * adding a row by hand. A day already alone in its row has no button.
 */
export function HoursRowsInput(props: ArrayOfObjectsInputProps) {
  const rows = (props.value ?? []) as Row[]
  const days = weekDays.filter(
    (day) => !rows.some((row) => row.days?.length === 1 && row.days[0] === day.value),
  )
  const give = (day: string) => {
    const key = newKey()
    props.onChange(set(withOwnRow(rows, day, key)))
    props.onItemOpen([...props.path, { _key: key }])
  }
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      {days.length > 0 && !props.readOnly ? (
        <Stack gap={2}>
          <Text size={1} muted>
            ¿Un día abre a otras horas? Dale su propio horario:
          </Text>
          <Flex gap={2} wrap="wrap">
            {days.map((day) => (
              <Button
                key={day.value}
                mode="ghost"
                fontSize={1}
                padding={3}
                style={{ minHeight: 44 }}
                text={day.title}
                aria-label={`Agregar horario para ${day.title.toLowerCase()}`}
                title={`Agregar horario para ${day.title.toLowerCase()}${
                  rows.some((row) => row.days?.includes(day.value))
                    ? ` (sale de «${formatDays(rows.find((row) => row.days?.includes(day.value))?.days ?? [])}»)`
                    : ''
                }`}
                onClick={() => give(day.value)}
              />
            ))}
          </Flex>
        </Stack>
      ) : null}
    </Stack>
  )
}
