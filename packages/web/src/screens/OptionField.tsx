import type { OptionSpec, OptionValue } from '@airlock/engine';

/** A chosen value as its option holds it: a number or a boolean for options listing those. */
export function parseOption(v: string, like: OptionValue): OptionValue {
  if (typeof like === 'number') return Number(v);
  if (typeof like === 'boolean') return v === 'true';
  return v;
}

/**
 * One option of a new match, labelled by its description: a select of its values, or a text input
 * for a free-form option (one with a `pattern`, such as an explorer's known specializations), with
 * a listed example as placeholder. The server (the kernel's pattern, then the game) judges the text
 * and says why it refuses it.
 */
export function OptionField({
  spec,
  value,
  onChange,
}: {
  spec: OptionSpec;
  value: OptionValue;
  onChange: (v: OptionValue) => void;
}) {
  if (spec.pattern !== undefined) {
    const example = spec.values.find((v) => v !== spec.default);
    return (
      <label title={spec.description}>
        {spec.description}{' '}
        <input
          type="text"
          value={String(value)}
          data-option={spec.key}
          maxLength={200}
          spellCheck={false}
          placeholder={example === undefined ? undefined : String(example)}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    );
  }
  return (
    <label title={spec.description}>
      {spec.description}{' '}
      <select
        value={String(value)}
        data-option={spec.key}
        onChange={(e) => onChange(parseOption(e.target.value, spec.default))}
      >
        {spec.values.map((v) => (
          <option key={String(v)} value={String(v)}>
            {String(v)}
          </option>
        ))}
      </select>
    </label>
  );
}
