import { Alert, Button, Checkbox, HStack, Input, Link, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { DialogFrame, errorMessage, FormField, notify, SelectInput } from '@console/shared';
import type { ReleaseRow } from '@console/shared/release-plane';
import { type FormEvent, useState } from 'react';
import { activateRelease, rollbackRelease, startCanary } from './api/change-release';
import { candidateLabel, candidateWarning, orderedCandidates } from './candidate-texts';

export interface ChangeReleaseDialogProps {
  /** `rollback`: back to an older release; `activate`: any kept release, a newer one (an upload) first, for everyone or as a canary. */
  mode: 'rollback' | 'activate';
  row: ReleaseRow & { active: NonNullable<ReleaseRow['active']> };
  onClose: () => void;
  /** After a successful change (the list is read again). */
  onDone: () => void;
}

/** `5,25,50,100`: two or more rising whole percents from 1 to 100. */
const rising = (value: string) => {
  const parts = value.split(',');
  const numbers = parts.map(Number);
  return parts.length >= 2 && parts.every((part) => /^\d{1,3}$/.test(part)) && numbers.every((step, index) => step >= 1 && step <= 100 && (index === 0 || step > (numbers[index - 1] ?? 0)));
};

const TEXTS = {
  rollback: { title: 'Roll back', field: 'Roll back to', submit: 'Roll back', busy: 'Rolling back..', refused: 'The rollback was refused' },
  activate: { title: 'Activate a release of', field: 'Release', submit: 'Activate', busy: 'Activating..', refused: 'The activation was refused' },
} as const;

/**
 * Makes a kept release of one app active (decision 142): a rollback to an older one, or an
 * activation of any kept one (an uploaded build tried on its preview link, most often), for every
 * browser or, in activate mode, as a canary. The choices list the stable history first and mark
 * aborted canaries and releases that failed a check; choosing one of those asks for a confirmation
 * that names why. The history and the toast say what it really was ("Activated", "Rolled back").
 * A refusal (the checks' reasons, word for word) stays in the dialog.
 */
export function ChangeReleaseDialog({ mode, row, onClose, onDone }: ChangeReleaseDialogProps) {
  const texts = TEXTS[mode];
  const choices = orderedCandidates(row.candidates, mode);
  const first = mode === 'rollback' ? (row.previous ?? choices[0]?.version) : choices[0]?.version;
  const [target, setTarget] = useState<string>(first ?? '');
  const [audience, setAudience] = useState<'everyone' | 'canary' | 'stepped'>('everyone');
  const [percent, setPercent] = useState('10');
  const [steps, setSteps] = useState('5,25,50,100');
  const [stepLength, setStepLength] = useState('10m');
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = choices.find((candidate) => candidate.version === target);
  const warning = chosen ? candidateWarning(chosen) : null;
  const percentValid = /^\d{1,3}$/.test(percent) && Number(percent) >= 1 && Number(percent) <= 100;
  const stepsValid = rising(steps);
  const stepLengthValid = /^\d+(s|m|h)$/.test(stepLength);
  const ready = !!chosen && (!warning || confirmed) && (audience === 'everyone' || (audience === 'canary' ? percentValid : stepsValid && stepLengthValid));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !ready || !chosen) return;
    setBusy(true);
    setRefusal(null);
    try {
      const from = row.active.version;
      const message =
        mode === 'rollback'
          ? await rollbackRelease(row.app, from, chosen.version)
          : audience === 'canary'
            ? await startCanary(row.app, from, chosen.version, percent)
            : audience === 'stepped'
              ? await startCanary(row.app, from, chosen.version, steps.split(',')[0] ?? '', { steps, step: stepLength })
              : await activateRelease(row.app, from, chosen.version);
      notify.success(message);
      onDone();
    } catch (error) {
      setRefusal(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open
      role="alertdialog"
      onClose={() => {
        if (!busy) onClose();
      }}
      title={`${texts.title} ${row.app}`}
      description="Browsers get the chosen release on their next page load; open pages are told."
      maxWidth="560px"
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" colorPalette={warning ? 'red' : 'primary'} disabled={busy || !ready}>
            {busy ? texts.busy : audience !== 'everyone' && mode === 'activate' ? 'Start canary' : texts.submit}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm">
          Active now:{' '}
          <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all">
            {row.active.version}
          </Text>
        </Text>
        <FormField label={texts.field} required>
          <SelectInput
            name="version"
            options={choices.map((candidate) => ({ value: candidate.version, label: candidateLabel(candidate, row.previous) }))}
            value={target}
            onPick={(value) => {
              setTarget(String(value));
              setConfirmed(false);
            }}
            placeholder="Choose a release"
            disabled={busy}
          />
        </FormField>
        {chosen ? (
          <Text fontSize="sm">
            {chosen.source === 'upload' ? 'Uploaded' : 'Published'} {chosen.by ? `by ${chosen.by}` : ''} ·{' '}
            <Link href={chosen.previewUrl} target="_blank" rel="noopener" colorPalette="primary" textDecoration="underline">
              Preview {chosen.version} in this browser
            </Link>
          </Text>
        ) : null}
        {mode === 'activate' ? (
          <RadioGroup.Root
            value={audience}
            onValueChange={(details) => setAudience(details.value === 'canary' || details.value === 'stepped' ? details.value : 'everyone')}
            disabled={busy}
          >
            <Stack gap="2" role="group" aria-label="Who gets it">
              <RadioGroup.Item value="everyone">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Every browser</RadioGroup.ItemText>
              </RadioGroup.Item>
              <HStack gap="2">
                <RadioGroup.Item value="canary">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>A canary for</RadioGroup.ItemText>
                </RadioGroup.Item>
                <Input
                  aria-label="Share of browsers (%)"
                  inputMode="numeric"
                  width="5rem"
                  size="sm"
                  value={percent}
                  onChange={(event) => setPercent(event.target.value.trim())}
                  onFocus={() => setAudience('canary')}
                  disabled={busy}
                  aria-invalid={audience === 'canary' && !percentValid}
                />
                <Text fontSize="sm">% of browsers</Text>
              </HStack>
              {audience === 'canary' && !percentValid ? (
                <Text color="fg.error" fontSize="sm" role="alert">
                  A whole percent from 1 to 100.
                </Text>
              ) : null}
              <HStack gap="2" flexWrap="wrap">
                <RadioGroup.Item value="stepped">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>A stepped canary:</RadioGroup.ItemText>
                </RadioGroup.Item>
                <Input
                  aria-label="Steps (% of browsers)"
                  width="9rem"
                  size="sm"
                  value={steps}
                  onChange={(event) => setSteps(event.target.value.replace(/\s/g, ''))}
                  onFocus={() => setAudience('stepped')}
                  disabled={busy}
                  aria-invalid={audience === 'stepped' && !stepsValid}
                />
                <Text fontSize="sm">%, each step</Text>
                <Input
                  aria-label="Step length"
                  width="5rem"
                  size="sm"
                  value={stepLength}
                  onChange={(event) => setStepLength(event.target.value.trim())}
                  onFocus={() => setAudience('stepped')}
                  disabled={busy}
                  aria-invalid={audience === 'stepped' && !stepLengthValid}
                />
              </HStack>
              {audience === 'stepped' && (!stepsValid || !stepLengthValid) ? (
                <Text color="fg.error" fontSize="sm" role="alert">
                  Rising shares from 1 to 100 (e.g. 5,25,50,100) and a step length such as 10m, 90s or 1h.
                </Text>
              ) : audience === 'stepped' ? (
                <Text fontSize="sm" color="fg.muted">
                  The console widens it after each step while it fails no more than the stable release plus 5 points, aborts it at once otherwise, and promotes it after the last step.
                </Text>
              ) : null}
            </Stack>
          </RadioGroup.Root>
        ) : null}
        {warning && chosen ? (
          <Alert.Root status="warning" alignItems="flex-start">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Think twice: {warning}.</Alert.Title>
              <Checkbox.Root checked={confirmed} onCheckedChange={(details) => setConfirmed(details.checked === true)} mt="2" disabled={busy}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>I know why, make {chosen.version} active anyway</Checkbox.Label>
              </Checkbox.Root>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {refusal ? (
          <Alert.Root status="error" role="alert" alignItems="flex-start">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{texts.refused}</Alert.Title>
              <Alert.Description whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm">
                {refusal}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
