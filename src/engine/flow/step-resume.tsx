import { useEffect, useRef } from 'react';

export interface StepResumeProps {
  /** Takes the journey on to the step it resumes at; called once. */
  readonly onResume: () => void;
}

/**
 * Stands for a journey's first step while it moves on to where the customer left off (the server
 * still holds their verified PAN after a logout): the move changes the journey's state, which is
 * done after the render that found it, not during it.
 */
export function StepResume({ onResume }: StepResumeProps) {
  const resume = useRef(onResume);
  useEffect(() => resume.current(), []);
  return null;
}
