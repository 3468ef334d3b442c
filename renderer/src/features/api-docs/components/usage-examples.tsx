import { Tabs } from '@/components/ui/tabs';
import { usageExamples } from '../examples';
import '../api-docs.css';

export function UsageExamples({ origin }: { origin: string }) {
  const items = usageExamples(origin).map((example) => ({
    value: example.value,
    label: example.label,
    content: (
      <div className="code-example">
        <p className="code-example__run">
          Save as <code>{example.fileName}</code> and run <code>{example.run}</code>
        </p>
        <pre className="code-block" tabIndex={0} aria-label={`${example.label} example`}>
          <code data-testid={`example-${example.value}`}>{example.code}</code>
        </pre>
      </div>
    ),
  }));
  return <Tabs items={items} defaultValue="javascript" label="Usage examples" />;
}
