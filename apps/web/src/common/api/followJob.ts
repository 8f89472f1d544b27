import { isJobFinished, type Job } from '@vitrina/contracts';
import { api } from './api';

const JOB_POLL_MS = 600;

/** Polls the job until it ends (the API client refreshes the token on the way). */
export async function followJob(job: Job): Promise<Job> {
  let current = job;
  while (!isJobFinished(current.status)) {
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    current = (await api.get<{ data: Job }>(`/jobs/${current.id}`)).data;
  }
  return current;
}
