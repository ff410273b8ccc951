/** A package the server will not accept; `message` names the problem for the teacher (answered as 422 or 413). */
export class PackageRefusal extends Error {
  override name = 'PackageRefusal';
  constructor(message: string, readonly status: 413 | 422 = 422) {
    super(message);
  }
}
