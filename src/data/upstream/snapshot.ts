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
  id: '435dcf35',
  head: '435dcf354454ce764d344d442a5d0bb39d28c0e5',
  base: {commit: '435dcf354454ce764d344d442a5d0bb39d28c0e5', date: '2026-06-25'},
  commits: [],
  files: [],
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
