/**
 * The robot chunk: the controls of the navbar's connection panel, the "Try it" forms of the API
 * reference and the one-click actions of the tutorials. Loaded by ../lazy.tsx on the reader's first
 * click, so a reader who never uses them downloads none of this. This module is the chunk's entry
 * (`RobotControl`); the forms are in the modules beside it.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import type {RosInterface} from '@site/src/data/rosInterfaces';
import type {ActionKind, RobotControlProps} from '../types';
import {StatusBadge} from './ConnectionControls';
import {RobotPopover} from './RobotPanel';
import {RobotActionBody, TryItForm} from './TryItForm';

/**
 * A robot control once the chunk is here (../lazy.tsx `RobotSlot` renders it in place of its
 * stub): a disclosure button and what it opens, by kind: the navbar's connection panel (with the state
 * in the button), an API entry's form (`arg`: its entry of src/data/rosInterfaces.ts) or a tutorial's
 * action (`arg`: its name). `opened`: the reader clicked this control's stub, so it opens at once, and
 * takes the focus the stub's button had (removing it left the focus on the page's body).
 */
export function RobotControl({
  kind,
  label,
  arg,
  as: Tag = 'div',
  className = '',
  buttonClassName,
  mobile = false,
  opened,
  ...rest
}: RobotControlProps): ReactNode {
  const [open, setOpen] = useState(opened);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement & HTMLLIElement>(null);
  useEffect(() => {
    if (opened && (!document.activeElement || document.activeElement === document.body)) button.current?.focus();
  }, [opened]);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  return (
    <Tag ref={wrapper} className={`qt-robot-stub ${className}`}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-label={rest['aria-label']}
        onClick={() => setOpen(!open)}
      >
        {label}
        {kind === 'popover' ? <StatusBadge /> : null}
      </button>
      <div id={id}>
        {open && kind === 'popover' ? <RobotPopover mobile={mobile} container={wrapper} onClose={close} /> : null}
        {open && kind === 'try' ? <TryItForm item={arg as RosInterface} /> : null}
        {open && kind === 'action' ? <RobotActionBody action={arg as ActionKind} /> : null}
      </div>
    </Tag>
  );
}
