// Written by `npm run upstream:record`: the newest public state of the upstream sources the
// site's facts are generated from. Each repository's readable git history stops at `base`;
// newer versions of files exist only in the public store, without dates, so their order was
// established by content (each file's `order`, each commit's `evidence`). No upstream text
// is kept here: `npm run upstream:assemble` checks the collected files against these digests.
import type {UpstreamSnapshot} from './types';

export const CLOUDER_SNAPSHOT: UpstreamSnapshot = {
  repository: 'datalayer/clouder',
  id: 'a1863c57',
  head: 'a1863c575853562158728121a0daaa858e84ccdf',
  base: {commit: '2f94e28353091ad5a446ff79a66eee15f2253423', date: '2024-05-22'},
  commits: [
    {
      commit: 'd6018ea42f34ea229c5d93c4ce1c426abb9ec4b0',
      evidence:
        "The Typer CLI's earliest layout among the versions found: main.py registers k8s, azure_cmd and aws_cmd groups, sh.py maps 'sbin about' to sh-about.sh.",
    },
    {
      commit: 'af50444c591618bb84ee3dd623a533e842d91c0a',
      evidence:
        'sh.py fixes the sbin mapping of d6018ea4; helm.py and kubectl.py still require the cluster argument.',
    },
    {
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      evidence:
        'kubectl.py makes the cluster argument optional; ssh_key.py and vm.py add AWS key pairs, --region, add-alb; pyproject.toml has the Typer entry points and datalayer-core>=1.1.65.',
    },
    {
      commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
      evidence:
        'ssh.py adds ssh_to_vm, which ovh.py and azure.py (both tagged here) call; cloud/base.py carries the 2023-2026 header.',
    },
    {
      commit: 'c1a3d3cc95fc3f0cdca029daaaeb145a9a959dc2',
      evidence: 'main.py registers a local-csi group, which the next version renames.',
    },
    {
      commit: '4e65caec2cbf035b0c0288068ef24b6b2aa61630',
      evidence:
        "main.py: the only version that registers node-mounts (c1a3d3cc's local-csi renamed, same help); its order against a1863c57 is not established by any file found.",
    },
    {
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      evidence:
        "cost.py renames list to ls and defaults --cloud to the context; node_mounts.py is the longest version (27287 characters, a superset of 35a44174's first page); criu.py and ctx.py are the most developed versions found. Taken as the head: the newest commit whose files supersede every other version found.",
    },
  ],
  files: [
    {
      path: 'clouder/cli/__init__.py',
      commit: 'd6018ea42f34ea229c5d93c4ce1c426abb9ec4b0',
      sha256: 'f03c40279563f5286fa608ef6fd9c73692e932b2126b6462bec6c60685d2c21a',
      order:
        'find_files lists a single stored version of this path (at d6018ea4), so it is the newest by construction; no other commit was probed to save lookups.',
    },
    {
      path: 'clouder/cli/_completions.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: '54701c1ce6c76bb03be96763dc9d34d5381eb2278f5706007fcb7d5c6e5211cf',
      order:
        'find_files lists a single stored version of this path (at 8f1ab58c), so it is the newest by construction.',
    },
    {
      path: 'clouder/cli/aws_ecr_environments.py',
      commit: null,
      storeId: '67255379399',
      sha256: 'eb4534db157b63d3996470726c5f30192728a1e15a4d1bc47540ff5d9af0a666',
      order:
        "The store's id 67255379399 (53,152 characters) extends 73413451 (39,172): each registry is a Terraform workspace of its own (--workspace on every command after plan), a destroy command for scratch registries, and --kms-deletion-window; 73413451 in turn extends 34f55b12. find_files names only 73413451 for this path although it counts 7 versions, and 55 commits probed with read_file (every commit named by any other Clouder file, docs, terraform and cloud listings) hold none of this version, so its commit is not identified.",
    },
    {
      path: 'clouder/cli/aws.py',
      commit: '34f55b12950ae8d2cd19e70c9a6a459257c49f60',
      sha256: 'e2f3ff8d0dd3295dde6ecdc73d1595869e97f63fe0f64509acc2a324c3049680',
      order:
        '34f55b12 is a1863c57 plus `aws_app.add_typer(ecr_environments_app, name="ecr-environments")`, the group the aws_ecr_environments module documents as `clouder aws ecr-environments`. find_files counts 6 versions; 3 were found.',
    },
    {
      path: 'clouder/cli/azure.py',
      commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
      sha256: '77716c37c5578c068bdd9ecce238478ca11ff8879481447c9ed74fa742957a61',
      order:
        'Only version found: the `azure` module (successor of azure_cmd.py) with helm-values, vm-ssh, autocompletion and cloud.azure.config imports (cloud/azure/config.py is also tagged d62f0ea6). find_files counts 3 versions; the other 2 were not found, so it is kept as newest without a direct comparison.',
    },
    {
      path: 'clouder/cli/completion.py',
      commit: 'af50444c591618bb84ee3dd623a533e842d91c0a',
      sha256: '648e03ec31baf9adc1b852a1c6491b65703093be41c128092fd1b6a88c792133',
      order:
        'find_files lists a single stored version of this path (at af50444c), so it is the newest by construction.',
    },
    {
      path: 'clouder/cli/cost.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: '1fdeb4122bdff6f248a7ef580a2a18aae3d4b05adc40cfcdfe53801e948f1969',
      order:
        "a1863c57 carries the 2023-2026 Datalayer header, the `ls` command and `--cloud` defaulting to the current context's cloud, matching the earlier readers' hint. find_files counts 3 versions; only this one was read.",
    },
    {
      path: 'clouder/cli/criu.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: '4a4751a15efb6ea89c95631610bb3edd58918f55d84e32c91e75358f86f01482',
      order:
        'a1863c57 is the most developed form seen: _GENERIC_KUBE_CONTEXTS and DATALAYER_CLOUDER_CLUSTER_NAME cluster inference, --cloud on every node command via resolve_kubeadm_cloud_context, storage/storage-set. find_files counts 3 versions (one listed at af50444c, not read).',
    },
    {
      path: 'clouder/cli/ctx.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: 'a6fceb84c5015331e873c388ce841b56f7b63e6790b52078fc4896713efea81e',
      order:
        'a1863c57 has ctx sync/ls with OVH/Azure/AWS discovery, default SSH key helpers and the typer.Exit fixes in sync/ls, the fullest form seen. find_files counts 5 versions (one listed at af877868, not read).',
    },
    {
      path: 'clouder/cli/helm.py',
      commit: '9eda3c55b7bbf2f376a654075da47f8f3fcc94b5',
      sha256: '4019bd5a017a56df2ae5e201eeb64cf7653f88ed1751850648b1d666b1a36241',
      order:
        '9eda3c55 makes the cluster optional and resolves it with resolve_kubeadm_cluster_name, the same change the newest kubectl.py carries; found first through find_string, then confirmed at 9eda3c55. find_files counts 3 versions; the third was not found.',
    },
    {
      path: 'clouder/cli/info.py',
      commit: 'af50444c591618bb84ee3dd623a533e842d91c0a',
      sha256: '92d85646a44c87774e32e27614f06e80162be6a1d492e0fb652cd019e508f156',
      order:
        'Only version found (read at af50444c and again without a commit). find_files counts 2 versions; the other sits at an unprobed commit, so this is kept for lack of anything newer, not proven newest.',
    },
    {
      path: 'clouder/cli/kubeadm/__init__.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: 'f0169b34def812881ebe2551ad187e7692c5ac5788ecefc211415b3c09efa494',
      order:
        "8f1ab58c registers a strict superset of every other version's commands (adds repair, repair-config, repair-load-balancer, remove-node on top of c98862a9's create/terminate/prune/use), and those modules only exist at 8f1ab58c/a1863c57. No kubeadm __init__ is tagged d62f0ea6 or a1863c57.",
    },
    {
      path: 'clouder/cli/kubeadm/_helpers.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: '444d237a36de2723c6b82255798914318610cf4269ac3f0ac60ca1c38e92bb17',
      order:
        '8f1ab58c is a superset: it adds resolve_kubeadm_cloud_context (--cloud), DEFAULT_NODE_LABELS, step/section headers, tolerant metadata loading, SSH key from metadata, and the Azure Disk/File CSI + AWS EBS/EFS/LB script builders that the newest aws/setup.py and azure/setup.py (a1863c57) import.',
    },
    {
      path: 'clouder/cli/kubeadm/aws/__init__.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: 'ccc0a7e74d890361c459a1a6008ff8d6fa5d74a834d69f7c11be1357c88e62ac',
      order:
        'find_files reports a single stored version (tagged 8f1ab58c); no other commit probed, to save budget.',
    },
    {
      path: 'clouder/cli/kubeadm/aws/scale.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: '0b361c0d5f5a0802fcc8beeacf7ac09ed5da5d4f44f56a6561234251bb71c1d7',
      order:
        'Only two stored versions; a1863c57 adds robust registered-worker detection, --node-name on kubeadm join and private_ip metadata on top of a049994d.',
    },
    {
      path: 'clouder/cli/kubeadm/aws/setup.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: '475181e93b0732a54c65d77ed1d71158ccf2bebaddb822a5e876fd9a2e4dbb55',
      order:
        "a1863c57 is the superset: EFS ready + EFS CSI driver install + node IAM policy/instance-profile/IMDS alignment on top of 6f9e99d2's EFS StorageClass. Store holds 4 versions; one was not seen.",
    },
    {
      path: 'clouder/cli/kubeadm/azure/__init__.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: '934ad29ce6bf09dd6f44ea5ba2fea25eadf9a21a15ade96966d5f6f70a229c10',
      order:
        'find_files reports a single stored version (tagged 8f1ab58c); no other commit probed, to save budget.',
    },
    {
      path: 'clouder/cli/kubeadm/azure/scale.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: '305b69b27b667c3deb71ff17fb3894ee5d3912809b093b9031e3924489cf7c4c',
      order:
        'Both stored versions are two concatenated module bodies (a new one importing from .._helpers, then an older one importing from ...scale); 8f1ab58c adds --node-name to the join, matching the newest aws/scale.py. Kept verbatim.',
    },
    {
      path: 'clouder/cli/kubeadm/azure/setup.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: '6f9d0ee39885f860126c28cb3b24745ad76d8d74a42b1191068617f9ac18a380',
      order:
        'find_files reports a single stored version (tagged a1863c57); no other commit probed.',
    },
    {
      path: 'clouder/cli/kubeadm/create.py',
      commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
      sha256: 'af5e718c2db940fd5993f415fd8edb9b674644e3ab60f855bdf09bfc277cb308',
      order:
        'd62f0ea6 adds EC2 key-pair creation, AZ selection for instance types and disk-size validation on top of the other version seen.',
    },
    {
      path: 'clouder/cli/kubeadm/get_config.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: 'fd0b45b60970b7ac16b92cc2237573fd57b0c6d7a73b87b4f07acd16bf3607a4',
      order:
        'a1863c57 adds --cloud / cloud-context resolution, metadata-based admin user, a reusable fetch helper and a Panel usage block.',
    },
    {
      path: 'clouder/cli/kubeadm/info.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: '0a18f6798614c6071edc06c2eb2aef7105b9314ec36eeae861263d1466894e5b',
      order:
        'a1863c57 lists the newest commands (remove-node, repair, repair-load-balancer, terminate) that only exist at 8f1ab58c/a1863c57, and adds --cloud and LB discovery.',
    },
    {
      path: 'clouder/cli/kubeadm/ingress_nginx.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: '66b2fd31d6ca96277f60621e5476b4fae1ac453bc6a7ecef018789116ea648a6',
      order:
        'a1863c57 deprecates ingress-nginx in favour of Traefik/repair-load-balancer (a newest-era command), adds --cloud and DNS validation.',
    },
    {
      path: 'clouder/cli/kubeadm/ingress_traefik.py',
      commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
      sha256: '7d3faa3b50fef386a99e11516bb4810e7d2138d9e66c2b5414f422b4cbe4b867',
      order:
        'd62f0ea6 adds AWS NLB support, provider-ID reconciliation, helm retry/rollout checks, --cloud and DNS validation.',
    },
    {
      path: 'clouder/cli/kubeadm/list_clusters.py',
      commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
      sha256: 'b65fdb166d9aaca908c1f409812f92bf6668cee22671e8832deeec6906ff83d1',
      order: 'd62f0ea6 adds the --cloud filter on top of an otherwise identical file.',
    },
    {
      path: 'clouder/cli/kubeadm/local_csi.py',
      commit: '016d07371ee76a15e3a25a05b9301942de98902c',
      sha256: 'd3178a1f1d2547a4f668121c2ce1b64c80f8a0a2a82efaa18b6cde043b0937cd',
      order:
        'The 016d0737 version (commit not in the known list; returned by the uncommitted read) extends the c1a3d3cc one with the mount-gateway option and mount-propagation check. The module was later renamed to node_mounts.py (setup at d62f0ea6 imports .node_mounts), so no newer local_csi.py is expected.',
    },
    {
      path: 'clouder/cli/kubeadm/node_mounts.py',
      commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
      sha256: 'f2f90d4f2e589789a0d26be72db5c3700e7ab83d6369b1039f733ff117e473e1',
      order:
        'Both versions are identical except that d62f0ea6 adds the CHART_TREES search (helm-private then helm) for the moved chart; d62f0ea6 is also the commit whose setup.py wires --node-mounts.',
    },
    {
      path: 'clouder/cli/kubeadm/prune.py',
      commit: 'b01df3d9ac74c2e4533564a9e555ebfb7b6c4406',
      sha256: '4382ad811ef265e8df6779689a35ccce37cbd7c7173c7dfb512acbf744194329',
      order:
        'b01df3d9 adds --cloud, resolve_kubeadm_cloud_context and AWS support on top of the Azure-only 1df7f761 version; only two versions are stored.',
    },
    {
      path: 'clouder/cli/kubeadm/remove_node.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: '1a319ae89ccded1ba85ff101fa39c66e18e01c7f54320ec4bb18ff9606f762da',
      order:
        'Only one version is stored (find_files reports versions: 1), tagged 8f1ab58c; the uncommitted read was skipped for that reason.',
    },
    {
      path: 'clouder/cli/kubeadm/repair_config.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: '337bc3cc8de3f6f0e240d0d66a80fe8fee5295d5427dcf902029acea7469aeec',
      order:
        'Only one version is stored (find_files reports versions: 1), tagged 8f1ab58c; the uncommitted read was skipped.',
    },
    {
      path: 'clouder/cli/kubeadm/repair_load_balancer.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: '57681b8a2f63bb301c4f8f7c1e90fdbe546db9765ca64e881bd99f5ee39f3da8',
      order:
        'Only one version is stored (find_files reports versions: 1), tagged a1863c57; the uncommitted read was skipped.',
    },
    {
      path: 'clouder/cli/kubeadm/repair.py',
      commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
      sha256: '1f95f4626ce91d4e86847692cb77fb49ef8988b2526954d2e7a6159726466230',
      order:
        'd62f0ea6 imports DEFAULT_NODE_LABELS from _helpers, reuses/persists stored node labels and passes --node-name on join; 2 of the 4 stored versions were not seen but d62f0ea6 is the newest-generation commit.',
    },
    {
      path: 'clouder/cli/kubeadm/scale.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: 'cbb67e8a5867fe89e00eea2368d47e5deafe6b6007193ed59d0207f39ca7f0a1',
      order:
        '8f1ab58c adds multi-cloud dispatch to .aws.scale/.azure.scale, node labels, OS disk size and K8s readiness-based planning; 9 of 11 stored versions were not read, but 8f1ab58c is a newest-generation commit (no version at d62f0ea6/a1863c57).',
    },
    {
      path: 'clouder/cli/kubeadm/set_default.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: '402c15db93ee4a41483616d3e72c55c247368959be3847f8c05c1cb4e2f5b9fb',
      order:
        'a1863c57 adds the --cloud check on top of the 6d42545a version; only two versions are stored.',
    },
    {
      path: 'clouder/cli/kubeadm/setup.py',
      commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
      sha256: '1583bd9f2b8a88377ab80ace7eec97b48f863161d0b31ad13629db1289955bca',
      order:
        "d62f0ea6 adds the --node-mounts/--local-csi-* options and Step 7b (install_node_mounts), matching main.py's node-mounts era; 14 of 16 stored versions not read.",
    },
    {
      path: 'clouder/cli/kubeadm/smoke_test.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: '882f7aef97a2ba17d79eb8f836602e77052ba4e184fefcee22e53d06797a86b6',
      order:
        '8f1ab58c supports AWS/Azure via resolve_kubeadm_cloud_context and ingress-domain metadata; 7 of 9 stored versions not read, none at d62f0ea6/a1863c57.',
    },
    {
      path: 'clouder/cli/kubeadm/terminate.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: '7ea8782c24b887688ac6b34affa210834746f3f1914ea4cafac9442d10c79ee9',
      order:
        '8f1ab58c is a superset of 209f1e90 (adds VPC-not-found handling and manual cleanup hints), which itself extends c98862a9.',
    },
    {
      path: 'clouder/cli/kubeadm/upgrade_kubelet.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: 'e0e03e428570cf2476f2861397f83a905746b82dd3e9b919ad14abfcc9ec6de0',
      order:
        '8f1ab58c uses the shared _helpers script, --cloud and metadata-derived SSH user; none at d62f0ea6/a1863c57.',
    },
    {
      path: 'clouder/cli/kubeadm/use.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: 'eea45d7a79914e765b0fc53948ca5c0ee64a5237af0c91b57a0731f150e342f4',
      order:
        'a1863c57 adds --cloud and persists the default cluster; the uncommitted read also returned a1863c57.',
    },
    {
      path: 'clouder/cli/kubeadm/vm_create.py',
      commit: '0ddad07c8d87a5dd4e9ce97094cbe7713264d7e2',
      sha256: '3ab4288c6052841031c762f893629aa5f9045ede54e441650203098aa4674d7b',
      order:
        '0ddad07c adds wait_with_spinner on top of d6018ea4; the third stored version was not found at any probed commit. vm-create is a legacy command (superseded by create.py).',
    },
    {
      path: 'clouder/cli/kubeadm/vm_terminate.py',
      commit: '6d42545ad8d3e47049e5755980a71529fc6b542f',
      sha256: 'b8c0ee64ec313a74bc9419482b4dc50d49e5ed51c6d5bf7a53bbf264b51db6e7',
      order:
        '6d42545a adds optional name via resolve_kubeadm_cluster_name, kubeadm_cluster_folder cleanup and wait_with_spinner over d6018ea4; it matches terminate.py at c98862a9 minus master_prefix, so it is the last form before the rename. Two of 4 stored versions not found.',
    },
    {
      path: 'clouder/cli/kubectl.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: '6ba2af827c49c8732117454ee405febb302252c229941b27f78b924e07e97e1a',
      order:
        '8f1ab58c makes the cluster optional and falls back to resolve_kubeadm_cluster_name (the default-cluster feature), a strict extension of af50444c. find_files counts 3 versions; the third was not found.',
    },
    {
      path: 'clouder/cli/kubernetes.py',
      commit: 'b4aa584d2a03cd00d3512355bb84c151b2ad43f6',
      sha256: '0696d8d2ce5b083f4f462e20037014e4dbe3af978d271dd3e2b69aa77b89c2c8',
      order:
        'The index holds a single version of this file, tagged b4aa584d; it has create/ls/kubeconfig/use/create-nodepool/update-nodepool (OVH only) and is registered as `kubernetes` by the newest main.py.',
    },
    {
      path: 'clouder/cli/local_csi.py',
      commit: 'f6896337e28c397bb464b5dab3ca90f84a2639bb',
      sha256: '5a903a42807d7749e9f9554fa8b13cc317225de211b25de324bdcf9c4c69b09f',
      order:
        'f689 extends the 9490-char text with the verify preflight. The module was later renamed node_mounts.py (curl instead of wget, corrected operator namespace), and the newest main.py registers only node-mounts, so local_csi.py seems to be gone from the newest tree; f689 is its last stored state.',
    },
    {
      path: 'clouder/cli/main.py',
      commit: '4e65caec2cbf035b0c0288068ef24b6b2aa61630',
      sha256: '0f9b02395290d8f3e41a730481d679e1d5d5ca68f59668dd20a677bf79371d4b',
      order:
        "4e65caec (a commit outside the task list, found from the clouder/csi listing) is the only version that registers node-mounts, and it is a superset of af877868 (kubernetes/aws/azure/ovh modules, run_sbin about) with c1a3d3cc's local-csi group renamed to node-mounts. find_files counts 11 versions; 9 were found, so 2 sit at commits not probed.",
    },
    {
      path: 'clouder/cli/node_mounts.py',
      commit: 'a1863c575853562158728121a0daaa858e84ccdf',
      sha256: 'c2f888c12e9464ed19022d0f2185e8fff7fc4cf29722baed7797bfdb63d37aa5',
      order:
        "a1863c57 is the largest version, and per the brief's hint it is the commit of the newest cost.py. Its verify code includes the operator-deployment-found check, the tenant-token reachability check and the 'stuck' vs 'leaked' distinction. The index lists 4 versions; two were not found. A read without a commit returned 35a4.",
    },
    {
      path: 'clouder/cli/operator.py',
      commit: 'd6018ea42f34ea229c5d93c4ce1c426abb9ec4b0',
      sha256: 'ae65884452f5259f1b5f4547f6e2d58b26ad434fff897ed58994b13ef5283507',
      order:
        'The index holds a single version, tagged d6018ea4 (start/stop/crd commands); the newest main.py still registers operator_app.',
    },
    {
      path: 'clouder/cli/ovh.py',
      commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
      sha256: '357109c9a36e2ef0f2bfdd6d8f6d7d53affe873874a9429b6ebb2def25d78af5',
      order:
        'Single stored version, tagged d62f0ea6; it has info/regions/resources/vm-sizes/vm-ls/vm-create/vm-delete/vm-ssh and uses ssh.ssh_to_vm, which only the newest ssh.py has.',
    },
    {
      path: 'clouder/cli/s3.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: '33441271b1eda4c185ad9b2699e76b629e71ed74d7889b141925481abf81401c',
      order:
        'The 8f1a version is a superset: it adds AWS bucket create/list and Azure messages on top of the OVH-only code; the other stored version is much shorter. A read without a commit also returned 8f1a.',
    },
    {
      path: 'clouder/cli/sh.py',
      commit: 'af50444c591618bb84ee3dd623a533e842d91c0a',
      sha256: 'c369cf861b2496e20cede15962cc6d6e17b038305cf808373c676076548ce882',
      order:
        'af50444c fixes the d6018ea4 stem bug and adds a comment documenting the mapping; d6018ea4 is also an older commit for ssh_key.py, vm.py and utils.py.',
    },
    {
      path: 'clouder/cli/ssh_key.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: 'bfae4c40f8895e2b76d4fa0690ace336ca197d4471283c57ed15652ad738565b',
      order:
        '8f1a adds AWS key-pair import and listing on top of the 6d42 text; 6d42 updates the d6018 docstring for the `clouder ssh <vm>` callback form. A read without a commit returned 6d42.',
    },
    {
      path: 'clouder/cli/ssh.py',
      commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
      sha256: '82e038d912c218bbbf3e13d28a5a2cb311ddc392708ed283f0440e09c50831ae',
      order:
        'd62f is the largest version and contains everything the others have plus the ssh_to_vm helper that ovh.py (also d62f) imports. The index lists 4 versions; one was not found.',
    },
    {
      path: 'clouder/cli/vm.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: '2d04b9ccea77d6a51d8e90194bc8c4cdc1d781c084f453e4fe53c3697825daee',
      order:
        '8f1a nearly doubles the file with new commands and AWS handling and imports SSH_FOLDER; the others lack all of that. The index lists 4 versions; one was not found.',
    },
    {
      path: 'clouder/cloud/base.py',
      commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
      sha256: '114e13df7865224b8357911336c6e16177e471a72eba5373da10db647a35ec87',
      order:
        'Single stored version, tagged d62f0ea6, with the 2023-2026 copyright header that marks newer files.',
    },
    {
      path: 'clouder/util/utils.py',
      commit: 'af50444c591618bb84ee3dd623a533e842d91c0a',
      sha256: '2e95aad709b47c4cd9079c9e9f53bd5f2352dde6b53471403109e2af3c12bb24',
      order:
        'Each version adds to the one before it (737 -> 888 -> 1018 -> 2475 chars). af50444c has the kubeadm per-cluster path helpers that match the kubeadm CLI of the newest tree. The index lists 5 versions; one was not found, and the listing and the read without a commit named commits outside the known list (7849ff5b, 1932e99d).',
    },
    {
      path: 'pyproject.toml',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
      sha256: 'a995cf264434940407337af2de13ae7423e62bdfba676d7bea6b3176a1bad0eb',
      order:
        '8f1ab58c is the Typer-CLI era (scripts clouder.cli.main:app, version from clouder/_version.py, datalayer-core>=1.1.65 with the Node Mount Gateway comment, csi extra with grpcio/protobuf); f521c32b (a commit outside the task list, named by find_files) is the earlier labextension packaging. find_files gives no version count for this path, so other versions may exist.',
    },
  ],
  recorded: '2026-11-25',
};

export const HELM_CHARTS_SNAPSHOT: UpstreamSnapshot = {
  repository: 'datalayer/helm-charts',
  id: 'fc446292',
  head: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
  base: {commit: '435dcf354454ce764d344d442a5d0bb39d28c0e5', date: '2026-06-25'},
  commits: [
    {
      commit: 'c824ead916d401eb659bd7fd6615d9c9f765532a',
      evidence:
        'Only charts/datalayer-postgresql-operator/{README.md,values.yaml,values-any.yaml} (values for the upstream cnpg/cloudnative-pg chart 0.29.0 / CloudNativePG 1.30.0). No other file is stored at this commit among those probed, so its place in the sequence is unknown. Listed first only so that it is not taken as the head: the head is the newest commit whose place is established.',
    },
    {
      commit: 'ed2a43f44f43939270d147524801b033321066fd',
      evidence:
        'operator/values.yaml here adds DATALAYER_POSTGRESQL_AGENT_MEMORIES_* env, AGENT_RUNTIMES_MEM0_BACKEND, DATALAYER_RUNTIMES_INGRESS_URL and operator.postgresqlAgentMemories but still has DATALAYER_URL; runtimes/values.yaml likewise (still DATALAYER_URL, no DATALAYER_CONTENTS_URL). New templates operator-postgresql-agent-memories-secret-rbac.yaml and runtimes postgresql-agent-memories-secret-rbac.yaml. Chart versions unchanged (operator 1.0.20, runtimes 1.0.11). Order note: ed2a43f4 and 2ee03629 both precede 27a588fc; their mutual order is not determinable.',
    },
    {
      commit: '2ee036297c0a3806ca19a29aa2411be0763d89fe',
      evidence:
        'Found via read_file without commit (not in the given list). ai-agents _helpers.yaml here has the regexReplaceAll runHost but still reads .Values.aiagents.env.DATALAYER_URL, so it precedes 27a588fc (which has the same regex reading DATALAYER_AI_AGENTS_URL). Also ai-agents/ai-inference ingress.yaml ($runHost guard) and datashim values-any.yaml (csi-s3 baseRepo/mounter). Order vs ed2a43f4 unknown.',
    },
    {
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      evidence:
        'Found via read_file without commit on runtimes/_helpers.yaml. The DATALAYER_URL -> service-specific key rename (DATALAYER_IAM_URL in iam/home/jump/observer, DATALAYER_RUNTIMES_URL in runtimes/jupyter-server/runtime-pools, DATALAYER_SPACER_URL, _LIBRARY_, _GROWTH_, _INBOUNDS_, _MANAGER_, _MCP_SERVERS_, _SCHEDULER_, _SUCCESS_, _SUPPORT_, _AI_AGENTS_, _AI_INFERENCE_URL) in values.yaml and _helpers.yaml runHost; operator values here = ed2a43f4 content with DATALAYER_URL renamed (duplicate DATALAYER_IAM_URL key); runtimes values = ed2a43f4 + duplicate DATALAYER_RUNTIMES_URL key. iam values here have the rename but no oidc block.',
    },
    {
      commit: '5ee5ae1295b88da49782804d4f887c5cc707386f',
      evidence:
        'operator and runtimes values = 27a588fc content + DATALAYER_CONTENTS_URL; iam values = 27a588fc + iam.oidc {privateKey,keyId}; iam deployment.yaml (OIDC env from Secret), ingress.yaml (.well-known routes), new oidc-secret.yaml; new datalayer-contents chart (Chart.yaml version 0.1.0, first values/templates).',
    },
    {
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      evidence:
        'runtimes values = 5ee5ae12 content + runtimes.replicaCount (deployment uses it and sets DATALAYER_RUNTIMES_REPLICAS); second versions of datalayer-contents values/deployment/ingress/processes/service plus NOTES, ingressroute-flight, prometheusrule, README; new charts datalayer-data-server and datalayer-local-csi (both Chart.yaml version 0.1.0).',
    },
  ],
  files: [
    {
      path: 'charts/datalayer-ai-agents/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '5bfb04a273b07a1efee7540f350ac859d3b092871f0432dc26a9ccf0cda6a20d',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-ai-agents/templates/ingress.yaml',
      commit: '2ee036297c0a3806ca19a29aa2411be0763d89fe',
      sha256: '276ba621f687082abd072064544dce02746658af61fa1ba18632c8d4319c85af',
      order:
        'Version at 2ee03629 (not in mirror) differs from 435dcf3 (runHost handling / datashim csi-s3 overrides). Not re-stored at 27a588fc, 5ee5ae12, fc446292 or c824ead9, so 2ee03629 is its newest known version.',
    },
    {
      path: 'charts/datalayer-ai-agents/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '1f48d3480a144403e186fbb203eb9725e64476b0e5b81fdf47c5c1c76b014d17',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-ai-inference/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '67c64953b52124a8874cbb11a1322ffc130b85beb4f60df911f4ab496efe7c60',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-ai-inference/templates/ingress.yaml',
      commit: '2ee036297c0a3806ca19a29aa2411be0763d89fe',
      sha256: '6e24a3b1aa9f0eb6efdf2922ef3fff229589f4c2918abd02e401cabfaa99a2b2',
      order:
        'Version at 2ee03629 (not in mirror) differs from 435dcf3 (runHost handling / datashim csi-s3 overrides). Not re-stored at 27a588fc, 5ee5ae12, fc446292 or c824ead9, so 2ee03629 is its newest known version.',
    },
    {
      path: 'charts/datalayer-ai-inference/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'f6aba37d867b05d2a2d8ccf3f928828abb190c48dcd3f4778e16e291697457df',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-contents/Chart.yaml',
      commit: '5ee5ae1295b88da49782804d4f887c5cc707386f',
      sha256: '73a5ff738a560a8fb979318eb782c734a53e1b8266cd5491c39a20a147697f85',
      order:
        "New file (absent at 435dcf3). Version at 5ee5ae12 (not in mirror), newer than 27a588fc's where one exists (adds OIDC / DATALAYER_CONTENTS_URL / contents chart). Not stored at fc446292 or c824ead9.",
    },
    {
      path: 'charts/datalayer-contents/templates/_helpers.yaml',
      commit: '5ee5ae1295b88da49782804d4f887c5cc707386f',
      sha256: 'd6a1283b53c00d1bc5f1dfb04f49f75d9427b2413ce3d6afeadde3e20ad97e5a',
      order:
        "New file (absent at 435dcf3). Version at 5ee5ae12 (not in mirror), newer than 27a588fc's where one exists (adds OIDC / DATALAYER_CONTENTS_URL / contents chart). Not stored at fc446292 or c824ead9.",
    },
    {
      path: 'charts/datalayer-contents/templates/deployment.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '91374576cea85fad47b454d27fccf880917def6cf083b081489ade07939c10ff',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-contents/templates/ingress.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '8f6803f6468eddc6f868d057d9b2964227606c081055c50c0bdaf6bbb64ae8d5',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-contents/templates/ingressroute-flight.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: 'b80636ca9dd30725d672ef75768603b28f1b3a1f76d054dadfe951732e6e3d78',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-contents/templates/NOTES.txt',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: 'cc4ac4353ec55204f13f12dd3b5cd54116d31ef54f0b877901839fcbf7916a88',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-contents/templates/processes.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '58cee7875632f1219231b92feb34bc1f0833f8f4b97111610a9fb9038805bdda',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-contents/templates/prometheusrule.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '9707495d43d9d2a4705c9ba2991767548235a476ce00a7ca524a860c3796b986',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-contents/templates/service.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '166dd2a1c96fce8dcdbdc6664b932489e1ae322383950e97b5132fe04238f9af',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-contents/templates/serviceaccount.yaml',
      commit: '5ee5ae1295b88da49782804d4f887c5cc707386f',
      sha256: 'fc6947b6f9575f435fb21d07093c516bd3b28b8c2352aff813d22a358ff63710',
      order:
        "New file (absent at 435dcf3). Version at 5ee5ae12 (not in mirror), newer than 27a588fc's where one exists (adds OIDC / DATALAYER_CONTENTS_URL / contents chart). Not stored at fc446292 or c824ead9.",
    },
    {
      path: 'charts/datalayer-contents/values.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '8db72459368b20ff2e03a6754b2f118657daffa4801af58447e65da81bae31ad',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-data-server/Chart.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '5ddd0b5a4148d33a111cd305a035903f5d1b687c65e3b3a0e8b0644b4bf9bda0',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-data-server/templates/_helpers.tpl',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '052a853c98eb36960cde60fa74521d005ddfe9dec3b3b7f3e648a3945df67ea4',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-data-server/templates/configmap.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: 'd5eb534e96e0ec04fbe5e6aca8c4affcae6616431be2050b51458e58ee3b9f52',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-data-server/templates/deployment.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '9af5a58d2d75d3a285b5f369dd4b28f97d1afa3ddd9d184cfde3e10e1f3ffcc7',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-data-server/templates/NOTES.txt',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: 'd48ee8fc9286e117e54789e42010b82b9502acd04418a2ea3ab824fa2ea97853',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-data-server/values.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '631e22bf9a639424e435b099e8c7b013a3675a979c9c3303e0a4e0fb1db48238',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-datashim/values-any.yaml',
      commit: '2ee036297c0a3806ca19a29aa2411be0763d89fe',
      sha256: '96582c4d3f8994a050b9566119d13493f0cec8c2d37652f332638373a48d6dab',
      order:
        'Version at 2ee03629 (not in mirror) differs from 435dcf3 (runHost handling / datashim csi-s3 overrides). Not re-stored at 27a588fc, 5ee5ae12, fc446292 or c824ead9, so 2ee03629 is its newest known version.',
    },
    {
      path: 'charts/datalayer-growth/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'f678d8386ae46b5d1d5962d173992facbf99706eb18d5690114285e6ee9e8925',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-growth/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'acde576a6076b8fb61fa93110ae8de2af9f4bba8cb4d0dd6cf40e1d7cf93b39f',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-home/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'd7b90767fa83b4a3e8e05eb62d4cee8a9a1486c2de9d146829f6ed48cd88dac8',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-home/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '9acb88e38f147c34d3f55ec9fa65d509a4b6c2f739567a87df9c0c25016206fb',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-iam/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'b79e998b9241086c811e4f761c31ad189a21efd272f351e372d5df8fd8ff7971',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one. Not stored at 5ee5ae12/ed2a43f4/fc446292/c824ead9.',
    },
    {
      path: 'charts/datalayer-iam/templates/deployment.yaml',
      commit: '5ee5ae1295b88da49782804d4f887c5cc707386f',
      sha256: 'e2e8c5130c64b69cf1d82fcd56da642ca44dc22515c5a6725cf6d71a45d4450b',
      order:
        "Version at 5ee5ae12 (not in mirror), newer than 27a588fc's where one exists (adds OIDC / DATALAYER_CONTENTS_URL / contents chart). Not stored at fc446292 or c824ead9.",
    },
    {
      path: 'charts/datalayer-iam/templates/ingress.yaml',
      commit: '5ee5ae1295b88da49782804d4f887c5cc707386f',
      sha256: '26742d094302d7aa8a93a902650a0b40287203a02b47cbbe399fde60b39f05a9',
      order:
        "Version at 5ee5ae12 (not in mirror), newer than 27a588fc's where one exists (adds OIDC / DATALAYER_CONTENTS_URL / contents chart). Not stored at fc446292 or c824ead9.",
    },
    {
      path: 'charts/datalayer-iam/templates/oidc-secret.yaml',
      commit: '5ee5ae1295b88da49782804d4f887c5cc707386f',
      sha256: '245569d4b3ec7f9cc5fcc6583f2392c39ca6bfc879f59e7af8c76a72ced30a28',
      order:
        "New file (absent at 435dcf3). Version at 5ee5ae12 (not in mirror), newer than 27a588fc's where one exists (adds OIDC / DATALAYER_CONTENTS_URL / contents chart). Not stored at fc446292 or c824ead9.",
    },
    {
      path: 'charts/datalayer-iam/values.yaml',
      commit: '5ee5ae1295b88da49782804d4f887c5cc707386f',
      sha256: 'd5d26c95d1c8f4e99750576a25816e19408efd07c819287b4e60c84907b3e5f2',
      order:
        "Version at 5ee5ae12 (not in mirror), newer than 27a588fc's where one exists (adds OIDC / DATALAYER_CONTENTS_URL / contents chart). Not stored at fc446292 or c824ead9.",
    },
    {
      path: 'charts/datalayer-inbounds/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'fc95a427162319333211cd6be91e31f62dedc0a6da22544eb78c5dab727cd29c',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-inbounds/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '7a7863ffb60a6ffa21f86c3da626e70f326b39ffdf9501cdaffcfb36db732f18',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-jump/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '07c3a399268dec3b76a0f4dac7459d0f0c000ca2aae8c1713b33130cf0b7dcc5',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-jump/templates/deployment.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '741c62b5ddb706b9a48d18170f5db724c31dc9bcdac79387f18868284e40a22e',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-jump/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '8c7da23164ea9890edfcb5a81315e9b34f8c8111115be3948fa03e0c45c30462',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-library/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'a10ee4cc746ad5ed1a2a307d6ddbb03ce1d1923c6d270b03ff3d2fff58446103',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-library/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '96aa7e37e630a1d3baf54f8fd5b962ffe748216bd8d9bbf2a103d93fd1b9cbab',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-local-csi/Chart.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '06056b655cca596dd3a1bfcb437162df7194ad5e603c299b761ce03218283a94',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-local-csi/templates/_helpers.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: 'c70ec3df415fb934243e6a09fd49792b24c0fae5644d987eae926a58912cc483',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-local-csi/templates/csidriver.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '5db1774b0ae658addd1e97c5c975c3af373b4f44cce56743c5defafd731a1f72',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-local-csi/templates/daemonset.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '134e6b333856ec23705632cb61c140625821db492993ecac7895277321eb6c65',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-local-csi/templates/networkpolicy.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: 'aa07f6c752a5c779532ef9c58ea7c401250f0e7d582143a5fe12223292910864',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-local-csi/templates/NOTES.txt',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: 'aafb90077f2dbe15b7a2c19e1c20db003626d7f44a5d1ff8c3d367db25595f6d',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-local-csi/templates/rbac.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '81629d90d5aca95dd4e1754bba5c524d745581d032f519cef904184ca88975dc',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-local-csi/templates/serviceaccount.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: 'fe9d856224f03e38f69bcaa23895e8d75adfca31fbad6c2ff845e39f40a3dc0b',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-local-csi/values.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '5b582ff8461f1dac92c9fb1d00bcd8731e5dad7cd9b789dac79865a03b863d7c',
      order:
        "New file (absent at 435dcf3). Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-manager/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'a266d36c80376112c5528060a949fe7e5fa70a675cc8f341962960328f1a9c58',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-manager/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '0053b78c74af08db81c319916ef3ba336448bde6bfdb0aa27d2f247f85c9707b',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-mcp-servers/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '4e11f0aee6f6260667d587f53069be578048bfb62dbc2b913e08e96aeffb64fe',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-mcp-servers/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '60fb364f96a5fc07ee430b07d7f72803e5107a15eab4d88bda5a78f10e7cab83',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-observer/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'e64542c9a1ab910b209f6311b09e044f819622d9b188dc2f235eb98722066059',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-observer/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'd013aabceaa4b64b430459ee9a2a4fe0b6bfc7cc3c7ddf4472e1d725451a7d4f',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one. 17,579 chars read in two pages; text written = 435dcf3 text with the one DATALAYER_URL->DATALAYER_IAM_URL line, verified equal in length and identical to the stored second page (offset 16000) and to the visible first page.',
    },
    {
      path: 'charts/datalayer-operator/templates/operator-postgresql-agent-memories-secret-rbac.yaml',
      commit: 'ed2a43f44f43939270d147524801b033321066fd',
      sha256: 'ec7699bdd6e93b8faa9d3d998b7c0093fc7d9cf7fa3e8749442b4247f6e02646',
      order:
        'New file (absent at 435dcf3). Stored only at ed2a43f4 (not in mirror; file absent at 435dcf3). Only version of this file; none at 27a588fc/5ee5ae12/fc446292/c824ead9.',
    },
    {
      path: 'charts/datalayer-operator/values.yaml',
      commit: '5ee5ae1295b88da49782804d4f887c5cc707386f',
      sha256: '23d3294724abd44ebf22d9587991f606465aea1179829d668182521390c34fad',
      order:
        "Version at 5ee5ae12 (not in mirror), newer than 27a588fc's where one exists (adds OIDC / DATALAYER_CONTENTS_URL / contents chart). Not stored at fc446292 or c824ead9.",
    },
    {
      path: 'charts/datalayer-postgresql-operator/README.md',
      commit: 'c824ead916d401eb659bd7fd6615d9c9f765532a',
      sha256: '77e3462e88b6acc85695f8421d50bf1bf66de6b9a1410a7ca4c141f7ff223724',
      order:
        'The only version stored (read_file at c824ead9, 1,515 characters); the chart folder does not exist at 435dcf3.',
    },
    {
      path: 'charts/datalayer-postgresql-operator/values-any.yaml',
      commit: 'c824ead916d401eb659bd7fd6615d9c9f765532a',
      sha256: 'f1a4f2daa0277c206bf4c906a28ea4fc5df37a20ed9c8e4e27768c39b98af8fc',
      order:
        'New file (absent at 435dcf3). Stored only at c824ead9 (new CloudNativePG values-only chart); single version.',
    },
    {
      path: 'charts/datalayer-postgresql-operator/values.yaml',
      commit: 'c824ead916d401eb659bd7fd6615d9c9f765532a',
      sha256: '7f99767b67aa7a5a24c75f0b36637a71da9ef5afc90ff2c4146c03838690bbf5',
      order:
        'New file (absent at 435dcf3). Stored only at c824ead9 (new CloudNativePG values-only chart); single version.',
    },
    {
      path: 'charts/datalayer-ray/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '06e6d56f6c27ea667fe7c59ad168c63b24e4a6d41bfb3f6a97153d69d1395971',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-runtimes/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '1163507989c8a113bf7cb2f4caf403ae2965acbb3543a2b065c14b622fe3af9a',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one. Not stored at 5ee5ae12/ed2a43f4/fc446292/c824ead9.',
    },
    {
      path: 'charts/datalayer-runtimes/templates/deployment.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '53cf0a68a3bc7160cde5765847adaac15218417a78805f4cc2c4576c2061a999',
      order:
        "Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-runtimes/templates/postgresql-agent-memories-secret-rbac.yaml',
      commit: 'ed2a43f44f43939270d147524801b033321066fd',
      sha256: '9f045c299e397cac1bda06497c119b84b836375a59dead428969a0bac74c0f10',
      order:
        'New file (absent at 435dcf3). Stored only at ed2a43f4 (not in mirror; file absent at 435dcf3). Only version of this file; none at 27a588fc/5ee5ae12/fc446292/c824ead9.',
    },
    {
      path: 'charts/datalayer-runtimes/values.yaml',
      commit: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
      sha256: '14c4b8f52878acd25c840539946b589eac5b3ecd7fc2e3505e2b191fa992431d',
      order:
        "Version at fc446292 (not in mirror), the newest ordered commit; for files with two stored versions (runtimes values/deployment, contents deployment/ingress/processes/service/values) fc446292's supersedes 5ee5ae12's.",
    },
    {
      path: 'charts/datalayer-scheduler/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '6038c533a3140d7f65d35ff226bb303eedeff6d63a796784bb3fcf4b70292853',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-scheduler/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '0ac783b057355dec9e9d41e00aaab870d65338f38d24e6c0b33c8ab9fef81bb5',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-spacer/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '75dd2b26d0459c948826a58ed90a686fbeb709918ba552c3970896cb02e889f8',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-spacer/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'fa720c87a01049612ff0a73fd0127953a90b502f5b87fac5afb4d004bac337c9',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-success/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '59f267c84e3e386b8fee9951f835c329bee252d664d6b66f08dc84670a016949',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-success/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '65793c31b0a2e643b652013ba1799a3a6154f3879b585a9ccaa07d90f41cd0b9',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-support/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'ccface4b4c013c4b76900c4ce76ee4caa54ef69fa5f36b2c0a72681a316daa61',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/datalayer-support/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'ef49643091fd44ce61d752765e7e163f3e6021eba3058c506e57d862e53ae0e1',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/jupyter-server/templates/_helpers.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '766709e5ca79f3e31273c53537aa03c57fb62ea97fbb01c6096af8435a8a39fb',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/jupyter-server/templates/deployment.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '7f7f468fe6c939678b027608a6885a0566715ee48e98282c8888b26be3bb4a40',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/jupyter-server/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'e38aa2097fffb34ee0cc78ad0d36fb0b83d2b67df18e12a6899b32ad497dc0e6',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/runtime-pools/templates/deployment.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'ca6a8694138869d8da6ae1b0f1c6c86f5b8352394f66c47ca72bc25a8743207a',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/runtime-pools/templates/ingress-eks.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'd95b7c4a1275ae976cd9de521e64783665d9db972bc1a7c1336a722110c412d5',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/runtime-pools/templates/ingress-ovh.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: 'a3a7f8d7b0c856a8ea33c5d373b88781b20dbd50945ecad121fea5d5f95d62ed',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
    {
      path: 'charts/runtime-pools/values.yaml',
      commit: '27a588fcb66c637a0b916af5af069a4e976a2e03',
      sha256: '1271cb3e7621f9c9fd91e2476d1fe48f7d2df5e394882e0789e2c42b689b6831',
      order:
        'Version at 27a588fc (not in mirror) renames DATALAYER_URL to the service-specific URL key vs 435dcf3. Probes at later commits 5ee5ae12/fc446292/c824ead9 (where made) found no newer version; store version count matches mirror+this one.',
    },
  ],
  recorded: '2026-11-25',
};

export const SNAPSHOTS: readonly UpstreamSnapshot[] = [CLOUDER_SNAPSHOT, HELM_CHARTS_SNAPSHOT];

/** The commit of a file in a snapshot: its laid-over version's (null if unknown), else the base's. */
export function snapshotCommit(snapshot: UpstreamSnapshot, file: string): string | null {
  const laid = snapshot.files.find((entry) => entry.path === file);
  return laid ? laid.commit : snapshot.base.commit;
}

/** How a page names the snapshot it was verified against: "clouder 1234abcd, helm-charts 5678ef90". */
export const SNAPSHOT_LABEL = SNAPSHOTS.map((s) => `${s.repository.split('/')[1]} ${s.id}`).join(
  ', ',
);
