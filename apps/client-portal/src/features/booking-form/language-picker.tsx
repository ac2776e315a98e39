import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { languageChoice, type Skill } from '@tolk/core';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { RequiredMark } from '@tolk/ui';

/** Spec 1 §2: the language popup is 280 px high. */
export const LANGUAGE_POPUP_HEIGHT = 280;

export interface LanguagePickerProps {
  readonly id: string;
  readonly label: string;
  readonly skills: readonly Skill[];
  readonly value: string | null;
  readonly onChange: (skillId: string) => void;
  readonly onBlur?: () => void;
  readonly required?: boolean;
  /** The problem's text and the id of the element showing it. */
  readonly problem?: ReactNode;
  readonly helper?: ReactNode;
  /** Languages not to offer (the first language, in the alternative-language list). */
  readonly exclude?: string | null;
}

/**
 * The filterable language list (spec 1 §2): a combobox whose list shows the top languages first,
 * highlighted, then all the others in Swedish order; typing filters both. Arrow keys move, Enter
 * chooses, Escape closes the list (and only the list).
 */
export function LanguagePicker(props: LanguagePickerProps) {
  const { id, label, skills, value, onChange, exclude } = props;
  const intl = useIntl();
  const listId = useId();
  const chosen = skills.find((s) => s.id === value) ?? null;
  const [text, setText] = useState(chosen?.name ?? '');
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) setText(chosen?.name ?? '');
  }, [chosen, open]);

  const offered = useMemo(() => skills.filter((s) => s.id !== exclude), [skills, exclude]);
  const { top, rest } = useMemo(() => languageChoice(offered, filter), [offered, filter]);
  const options = useMemo(() => [...top, ...rest], [top, rest]);
  const optionId = (skill: Skill) => `${listId}-${skill.id}`;

  useEffect(() => {
    if (!open) return;
    const option = options[active];
    if (option) document.getElementById(optionId(option))?.scrollIntoView({ block: 'nearest' });
    // optionId is stable for a given listId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, open, options]);

  const show = () => {
    setFilter('');
    const at = options.findIndex((s) => s.id === value);
    setActive(at >= 0 ? at : 0);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setFilter('');
    setText(chosen?.name ?? '');
  };
  const choose = (skill: Skill) => {
    onChange(skill.id);
    setText(skill.name);
    setFilter('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) show();
        else setActive((a) => Math.min(a + 1, options.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((a) => Math.max(a - 1, 0));
        break;
      case 'Enter':
        if (open) {
          event.preventDefault();
          const option = options[active];
          if (option) choose(option);
        }
        break;
      case 'Escape':
        if (open) {
          // Only the list closes, not a drawer or dialog around the form.
          event.preventDefault();
          event.stopPropagation();
          event.nativeEvent.stopImmediatePropagation();
          close();
        }
        break;
      case 'Tab':
        if (open) close();
        break;
    }
  };

  const renderOption = (skill: Skill, index: number, highlighted: boolean) => (
    <div
      key={skill.id}
      id={optionId(skill)}
      role="option"
      aria-selected={skill.id === value}
      className={[
        'tolk-language-option',
        index === active ? 'is-active' : '',
        highlighted ? 'is-top' : '',
        skill.id === value ? 'is-chosen' : '',
      ].join(' ')}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(skill)}
      onMouseMove={() => setActive(index)}
    >
      {skill.name}
    </div>
  );

  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={props.required ? <RequiredMark /> : undefined}
      intent={props.problem ? 'danger' : 'none'}
      helperText={props.problem ?? props.helper}
      className="tolk-language-field"
    >
      <div className="tolk-language-picker">
        <InputGroup
          inputRef={input}
          id={id}
          name={id}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && options[active] ? optionId(options[active]) : undefined}
          aria-required={props.required}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={props.problem ? `${id}-problem` : undefined}
          placeholder={intl.formatMessage(m.languagePlaceholder)}
          intent={props.problem ? 'danger' : 'none'}
          value={text}
          onValueChange={(next) => {
            setText(next);
            setFilter(next);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => (open ? undefined : show())}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            props.onBlur?.();
          }}
          rightElement={
            <Button
              variant="minimal"
              icon="caret-down"
              tabIndex={-1}
              aria-label={intl.formatMessage(m.showLanguages)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (open) close();
                else {
                  show();
                  input.current?.focus();
                }
              }}
            />
          }
        />
        {open ? (
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-label={label}
            className="tolk-language-list"
            style={{ maxHeight: LANGUAGE_POPUP_HEIGHT }}
          >
            {options.length === 0 ? <div className="tolk-language-empty">{intl.formatMessage(m.noLanguages)}</div> : null}
            {top.length > 0 ? (
              <div role="group" aria-label={intl.formatMessage(m.topLanguages)}>
                <div className="tolk-language-group" aria-hidden>
                  {intl.formatMessage(m.topLanguages)}
                </div>
                {top.map((skill, i) => renderOption(skill, i, true))}
              </div>
            ) : null}
            {rest.length > 0 ? (
              <div role="group" aria-label={intl.formatMessage(m.allLanguages)}>
                <div className="tolk-language-group" aria-hidden>
                  {intl.formatMessage(m.allLanguages)}
                </div>
                {rest.map((skill, i) => renderOption(skill, top.length + i, false))}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </FormGroup>
  );
}
